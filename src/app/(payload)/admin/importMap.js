import { QuietCell as QuietCell_d4b2b02a2c8b1ed6214ec2fe0100b1b1 } from '../../../../collections/shared/admin/Cells.client'
import { FeedsPanel as FeedsPanel_9a97ebf701c3b88b71e47980d016b115 } from '../../../../collections/Tenants/components/FeedsPanel.client'
import { YesNoCell as YesNoCell_d4b2b02a2c8b1ed6214ec2fe0100b1b1 } from '../../../../collections/shared/admin/Cells.client'
import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { LinkCheck as LinkCheck_4e6fb44ad03c90a03b80991b403fe13d } from '../../../../collections/shared/admin/LinkCheck.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ScheduleStatusCell as ScheduleStatusCell_e7fb47a843bf07d3804af9319706c9ac } from '../../../../collections/shared/admin/ScheduleStatus.client'
import { ScheduleStatusField as ScheduleStatusField_e7fb47a843bf07d3804af9319706c9ac } from '../../../../collections/shared/admin/ScheduleStatus.client'
import { ThumbnailCell as ThumbnailCell_2315a0fffdd89f9e6dffca8833a156e3 } from '../../../../collections/shared/admin/Thumbnail.client'
import { NoField as NoField_2315a0fffdd89f9e6dffca8833a156e3 } from '../../../../collections/shared/admin/Thumbnail.client'
import { VehicleInsights as VehicleInsights_3054c9f2b37cea5092d97dbbb0bd37f3 } from '../../../../src/admin/VehicleInsights'
import { CarReservations as CarReservations_b857e7db0105a2c0c9ea246c4257784b } from '../../../../collections/Vehicles/components/CarReservations.client'
import { LeadSummary as LeadSummary_5ee7ee710219e3196cb7999a6f9f8f96 } from '../../../../collections/Leads/components/LeadSummary'
import { LeadTimeCell as LeadTimeCell_5cf007e0911e482d623e20c7ce057314 } from '../../../../collections/Leads/components/LeadTime'
import { LeadTimeField as LeadTimeField_5cf007e0911e482d623e20c7ce057314 } from '../../../../collections/Leads/components/LeadTime'
import { StatusCell as StatusCell_f44f3e206e0e6a7fda4d6905c0a1556b } from '../../../../collections/Leads/components/StatusCell.client'
import { DealershipCell as DealershipCell_6da01c62838b0d8ce2da70bf007b5605 } from '../../../../collections/Leads/components/DealershipCell.client'
import { CarCell as CarCell_1537a0c0056d88209604b545d12d0d80 } from '../../../../collections/Leads/components/CarCell.client'
import { LeadJsonField as LeadJsonField_f316c89e63986139737032f1f863de55 } from '../../../../collections/Leads/components/LeadJsonField'
import { DollarsCell as DollarsCell_d4b2b02a2c8b1ed6214ec2fe0100b1b1 } from '../../../../collections/shared/admin/Cells.client'
import { AttemptRowLabel as AttemptRowLabel_5cf007e0911e482d623e20c7ce057314 } from '../../../../collections/Leads/components/LeadTime'
import { ExportCsvButton as ExportCsvButton_8a0f4c6c78a8fd3423ef3ffb52ca9a1b } from '../../../../collections/Leads/components/ExportCsvButton.client'
import { SuspectedSpamFilter as SuspectedSpamFilter_a61bbfee7d23e012eb162173a7feaa83 } from '../../../../collections/Leads/components/SuspectedSpamFilter.client'
import { RetryDelivery as RetryDelivery_a90621dd032251af53034b89e331eb22 } from '../../../../collections/Leads/components/RetryDelivery.client'
import { ReleaseLead as ReleaseLead_9a127c32c072fe49860e03df437b5c58 } from '../../../../collections/Leads/components/ReleaseLead.client'
import { SigningSecret as SigningSecret_b1ecc0cf8fc0400222e56d83a60b50da } from '../../../../collections/LeadDestinations/components/SigningSecret.client'
import { LinkRowLabel as LinkRowLabel_9d2029324939de1aeb55e7c71948cebf } from '../../../../collections/shared/admin/LinkRowLabel.client'
import { CentsCell as CentsCell_d4b2b02a2c8b1ed6214ec2fe0100b1b1 } from '../../../../collections/shared/admin/Cells.client'
import { CentsField as CentsField_b6fb16ec834693d228b57a5679f3d71c } from '../../../../collections/shared/admin/ReadOnlyValue'
import { WordsCell as WordsCell_d4b2b02a2c8b1ed6214ec2fe0100b1b1 } from '../../../../collections/shared/admin/Cells.client'
import { WordsField as WordsField_b6fb16ec834693d228b57a5679f3d71c } from '../../../../collections/shared/admin/ReadOnlyValue'
import { StaffActions as StaffActions_979feddb062e89203895a648b46a0968 } from '../../../../collections/Reservations/components/StaffActions.client'
import { GlobalViewRedirect as GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { AdminViewLinks as AdminViewLinks_6fc8d8c4e7a0f9a2d2b923c2d7cfc45f } from '../../../../src/admin/AdminViewLinks'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TenantSelectionGate as TenantSelectionGate_67b32acb88dcd7f9b26b851514cce025 } from '../../../../collections/shared/admin/TenantSelectionGate'
import { EmailPreviews as EmailPreviews_f8b6f27fddc4f2ad2314b89e9ee97a69 } from '../../../../src/admin/EmailPreviews'
import { Insights as Insights_952eabe8bcf422f700b6677db8d00132 } from '../../../../src/admin/Insights'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/collections/shared/admin/Cells.client#QuietCell": QuietCell_d4b2b02a2c8b1ed6214ec2fe0100b1b1,
  "/collections/Tenants/components/FeedsPanel.client#FeedsPanel": FeedsPanel_9a97ebf701c3b88b71e47980d016b115,
  "/collections/shared/admin/Cells.client#YesNoCell": YesNoCell_d4b2b02a2c8b1ed6214ec2fe0100b1b1,
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
  "/collections/shared/admin/LinkCheck.client#LinkCheck": LinkCheck_4e6fb44ad03c90a03b80991b403fe13d,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/collections/shared/admin/ScheduleStatus.client#ScheduleStatusCell": ScheduleStatusCell_e7fb47a843bf07d3804af9319706c9ac,
  "/collections/shared/admin/ScheduleStatus.client#ScheduleStatusField": ScheduleStatusField_e7fb47a843bf07d3804af9319706c9ac,
  "/collections/shared/admin/Thumbnail.client#ThumbnailCell": ThumbnailCell_2315a0fffdd89f9e6dffca8833a156e3,
  "/collections/shared/admin/Thumbnail.client#NoField": NoField_2315a0fffdd89f9e6dffca8833a156e3,
  "/src/admin/VehicleInsights#VehicleInsights": VehicleInsights_3054c9f2b37cea5092d97dbbb0bd37f3,
  "/collections/Vehicles/components/CarReservations.client#CarReservations": CarReservations_b857e7db0105a2c0c9ea246c4257784b,
  "/collections/Leads/components/LeadSummary#LeadSummary": LeadSummary_5ee7ee710219e3196cb7999a6f9f8f96,
  "/collections/Leads/components/LeadTime#LeadTimeCell": LeadTimeCell_5cf007e0911e482d623e20c7ce057314,
  "/collections/Leads/components/LeadTime#LeadTimeField": LeadTimeField_5cf007e0911e482d623e20c7ce057314,
  "/collections/Leads/components/StatusCell.client#StatusCell": StatusCell_f44f3e206e0e6a7fda4d6905c0a1556b,
  "/collections/Leads/components/DealershipCell.client#DealershipCell": DealershipCell_6da01c62838b0d8ce2da70bf007b5605,
  "/collections/Leads/components/CarCell.client#CarCell": CarCell_1537a0c0056d88209604b545d12d0d80,
  "/collections/Leads/components/LeadJsonField#LeadJsonField": LeadJsonField_f316c89e63986139737032f1f863de55,
  "/collections/shared/admin/Cells.client#DollarsCell": DollarsCell_d4b2b02a2c8b1ed6214ec2fe0100b1b1,
  "/collections/Leads/components/LeadTime#AttemptRowLabel": AttemptRowLabel_5cf007e0911e482d623e20c7ce057314,
  "/collections/Leads/components/ExportCsvButton.client#ExportCsvButton": ExportCsvButton_8a0f4c6c78a8fd3423ef3ffb52ca9a1b,
  "/collections/Leads/components/SuspectedSpamFilter.client#SuspectedSpamFilter": SuspectedSpamFilter_a61bbfee7d23e012eb162173a7feaa83,
  "/collections/Leads/components/RetryDelivery.client#RetryDelivery": RetryDelivery_a90621dd032251af53034b89e331eb22,
  "/collections/Leads/components/ReleaseLead.client#ReleaseLead": ReleaseLead_9a127c32c072fe49860e03df437b5c58,
  "/collections/LeadDestinations/components/SigningSecret.client#SigningSecret": SigningSecret_b1ecc0cf8fc0400222e56d83a60b50da,
  "/collections/shared/admin/LinkRowLabel.client#LinkRowLabel": LinkRowLabel_9d2029324939de1aeb55e7c71948cebf,
  "/collections/shared/admin/Cells.client#CentsCell": CentsCell_d4b2b02a2c8b1ed6214ec2fe0100b1b1,
  "/collections/shared/admin/ReadOnlyValue#CentsField": CentsField_b6fb16ec834693d228b57a5679f3d71c,
  "/collections/shared/admin/Cells.client#WordsCell": WordsCell_d4b2b02a2c8b1ed6214ec2fe0100b1b1,
  "/collections/shared/admin/ReadOnlyValue#WordsField": WordsField_b6fb16ec834693d228b57a5679f3d71c,
  "/collections/Reservations/components/StaffActions.client#StaffActions": StaffActions_979feddb062e89203895a648b46a0968,
  "@payloadcms/plugin-multi-tenant/rsc#GlobalViewRedirect": GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62,
  "/src/admin/AdminViewLinks#AdminViewLinks": AdminViewLinks_6fc8d8c4e7a0f9a2d2b923c2d7cfc45f,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/collections/shared/admin/TenantSelectionGate#TenantSelectionGate": TenantSelectionGate_67b32acb88dcd7f9b26b851514cce025,
  "/src/admin/EmailPreviews#EmailPreviews": EmailPreviews_f8b6f27fddc4f2ad2314b89e9ee97a69,
  "/src/admin/Insights#Insights": Insights_952eabe8bcf422f700b6677db8d00132,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
