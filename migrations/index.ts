import * as migration_20261122_061023_initial from './20261122_061023_initial'
import * as migration_20261122_064021_tenant_domains_unique from './20261122_064021_tenant_domains_unique'
import * as migration_20261122_072819_search_documents from './20261122_072819_search_documents'
import * as migration_20261122_084751_vehicle_page_delivery_analytics from './20261122_084751_vehicle_page_delivery_analytics'
import * as migration_20261122_091000_search_vector_facet_counts from './20261122_091000_search_vector_facet_counts'
import * as migration_20261122_104244_leads from './20261122_104244_leads'
import * as migration_20261122_174346_tenant_chat_test_drive_slots from './20261122_174346_tenant_chat_test_drive_slots'
import * as migration_20261122_174731_lead_dealership from './20261122_174731_lead_dealership'
import * as migration_20261122_180959_finance_enquiry_pages from './20261122_180959_finance_enquiry_pages'
import * as migration_20261123_031031_lead_continuation_token from './20261123_031031_lead_continuation_token'
import * as migration_20261123_082509_home_quick_search_latest_stock from './20261123_082509_home_quick_search_latest_stock'
import * as migration_20261123_145221_locations_block from './20261123_145221_locations_block'
import * as migration_20261123_163611_blog_posts from './20261123_163611_blog_posts'
import * as migration_20261123_163642_brand_banner_url from './20261123_163642_brand_banner_url'
import * as migration_20261123_163742_campaign_pages_opt_outs from './20261123_163742_campaign_pages_opt_outs'
import * as migration_20261123_163919_reviews from './20261123_163919_reviews'
import * as migration_20261123_164049_budget_counter_payment_finance_content from './20261123_164049_budget_counter_payment_finance_content'
import * as migration_20261123_164741_tenant_feeds from './20261123_164741_tenant_feeds'
import * as migration_20261123_165922_blog_cards_block from './20261123_165922_blog_cards_block'
import * as migration_20261123_200018_drafts_schedule from './20261123_200018_drafts_schedule'
import * as migration_20261123_225804_shopper_accounts from './20261123_225804_shopper_accounts'
import * as migration_20261123_232330_offers_group_sites from './20261123_232330_offers_group_sites'
import * as migration_20261125_024537_leads_suspected_spam from './20261125_024537_leads_suspected_spam'
import * as migration_20261125_024605_password_reset_tokens from './20261125_024605_password_reset_tokens'
import * as migration_20261125_024822_tenant_time_zone from './20261125_024822_tenant_time_zone'
import * as migration_20261125_024855_card_repayment_quote_rates from './20261125_024855_card_repayment_quote_rates'
import * as migration_20261125_032752_credit_advert_fields from './20261125_032752_credit_advert_fields'
import * as migration_20261126_011600_reservations from './20261126_011600_reservations'
import * as migration_20261126_041855_media_storage_fields from './20261126_041855_media_storage_fields'
import * as migration_20261126_060000_search_reindex_checkpoints from './20261126_060000_search_reindex_checkpoints'
import * as migration_20261126_061000_search_rank_page_index from './20261126_061000_search_rank_page_index'
import * as migration_20261126_115119_users_api_key_integration_role from './20261126_115119_users_api_key_integration_role'
import * as migration_20261126_115715_reservation_site_origin from './20261126_115715_reservation_site_origin'
import * as migration_20261126_120000_search_shown_price from './20261126_120000_search_shown_price'
import * as migration_20261126_120221_leads_title from './20261126_120221_leads_title'
import * as migration_20261126_131441_tenant_finance_monthly_fee from './20261126_131441_tenant_finance_monthly_fee'
import * as migration_20261126_192124_job_leases from './20261126_192124_job_leases'
import * as migration_20261127_005855_sales_counter_real_sales from './20261127_005855_sales_counter_real_sales'
import * as migration_20261127_011011_vehicle_price_history from './20261127_011011_vehicle_price_history'
import * as migration_20261127_040000_facet_index_changes from './20261127_040000_facet_index_changes'
import * as migration_20261127_041000_account_trust from './20261127_041000_account_trust'
import * as migration_20261127_042304_saved_searches_alerts from './20261127_042304_saved_searches_alerts'
import * as migration_20261127_065451_watch_alerts from './20261127_065451_watch_alerts'
import * as migration_20261127_072500_insight_counts from './20261127_072500_insight_counts'
import * as migration_20261127_073945_account_saved_cars from './20261127_073945_account_saved_cars'
import * as migration_20261127_110000_price_changes from './20261127_110000_price_changes'
import * as migration_20261127_140000_assistant_flag from './20261127_140000_assistant_flag'

export const migrations = [
  {
    up: migration_20261122_061023_initial.up,
    down: migration_20261122_061023_initial.down,
    name: '20261122_061023_initial',
  },
  {
    up: migration_20261122_064021_tenant_domains_unique.up,
    down: migration_20261122_064021_tenant_domains_unique.down,
    name: '20261122_064021_tenant_domains_unique',
  },
  {
    up: migration_20261122_072819_search_documents.up,
    down: migration_20261122_072819_search_documents.down,
    name: '20261122_072819_search_documents',
  },
  {
    up: migration_20261122_084751_vehicle_page_delivery_analytics.up,
    down: migration_20261122_084751_vehicle_page_delivery_analytics.down,
    name: '20261122_084751_vehicle_page_delivery_analytics',
  },
  {
    up: migration_20261122_091000_search_vector_facet_counts.up,
    down: migration_20261122_091000_search_vector_facet_counts.down,
    name: '20261122_091000_search_vector_facet_counts',
  },
  {
    up: migration_20261122_104244_leads.up,
    down: migration_20261122_104244_leads.down,
    name: '20261122_104244_leads',
  },
  {
    up: migration_20261122_174346_tenant_chat_test_drive_slots.up,
    down: migration_20261122_174346_tenant_chat_test_drive_slots.down,
    name: '20261122_174346_tenant_chat_test_drive_slots',
  },
  {
    up: migration_20261122_174731_lead_dealership.up,
    down: migration_20261122_174731_lead_dealership.down,
    name: '20261122_174731_lead_dealership',
  },
  {
    up: migration_20261122_180959_finance_enquiry_pages.up,
    down: migration_20261122_180959_finance_enquiry_pages.down,
    name: '20261122_180959_finance_enquiry_pages',
  },
  {
    up: migration_20261123_031031_lead_continuation_token.up,
    down: migration_20261123_031031_lead_continuation_token.down,
    name: '20261123_031031_lead_continuation_token',
  },
  {
    up: migration_20261123_082509_home_quick_search_latest_stock.up,
    down: migration_20261123_082509_home_quick_search_latest_stock.down,
    name: '20261123_082509_home_quick_search_latest_stock',
  },
  {
    up: migration_20261123_145221_locations_block.up,
    down: migration_20261123_145221_locations_block.down,
    name: '20261123_145221_locations_block',
  },
  {
    up: migration_20261123_163611_blog_posts.up,
    down: migration_20261123_163611_blog_posts.down,
    name: '20261123_163611_blog_posts',
  },
  {
    up: migration_20261123_163642_brand_banner_url.up,
    down: migration_20261123_163642_brand_banner_url.down,
    name: '20261123_163642_brand_banner_url',
  },
  {
    up: migration_20261123_163742_campaign_pages_opt_outs.up,
    down: migration_20261123_163742_campaign_pages_opt_outs.down,
    name: '20261123_163742_campaign_pages_opt_outs',
  },
  {
    up: migration_20261123_163919_reviews.up,
    down: migration_20261123_163919_reviews.down,
    name: '20261123_163919_reviews',
  },
  {
    up: migration_20261123_164049_budget_counter_payment_finance_content.up,
    down: migration_20261123_164049_budget_counter_payment_finance_content.down,
    name: '20261123_164049_budget_counter_payment_finance_content',
  },
  {
    up: migration_20261123_164741_tenant_feeds.up,
    down: migration_20261123_164741_tenant_feeds.down,
    name: '20261123_164741_tenant_feeds',
  },
  {
    up: migration_20261123_165922_blog_cards_block.up,
    down: migration_20261123_165922_blog_cards_block.down,
    name: '20261123_165922_blog_cards_block',
  },
  {
    up: migration_20261123_200018_drafts_schedule.up,
    down: migration_20261123_200018_drafts_schedule.down,
    name: '20261123_200018_drafts_schedule',
  },
  {
    up: migration_20261123_225804_shopper_accounts.up,
    down: migration_20261123_225804_shopper_accounts.down,
    name: '20261123_225804_shopper_accounts',
  },
  {
    up: migration_20261123_232330_offers_group_sites.up,
    down: migration_20261123_232330_offers_group_sites.down,
    name: '20261123_232330_offers_group_sites',
  },
  {
    up: migration_20261125_024537_leads_suspected_spam.up,
    down: migration_20261125_024537_leads_suspected_spam.down,
    name: '20261125_024537_leads_suspected_spam',
  },
  {
    up: migration_20261125_024605_password_reset_tokens.up,
    down: migration_20261125_024605_password_reset_tokens.down,
    name: '20261125_024605_password_reset_tokens',
  },
  {
    up: migration_20261125_024822_tenant_time_zone.up,
    down: migration_20261125_024822_tenant_time_zone.down,
    name: '20261125_024822_tenant_time_zone',
  },
  {
    up: migration_20261125_024855_card_repayment_quote_rates.up,
    down: migration_20261125_024855_card_repayment_quote_rates.down,
    name: '20261125_024855_card_repayment_quote_rates',
  },
  {
    up: migration_20261125_032752_credit_advert_fields.up,
    down: migration_20261125_032752_credit_advert_fields.down,
    name: '20261125_032752_credit_advert_fields',
  },
  {
    up: migration_20261126_011600_reservations.up,
    down: migration_20261126_011600_reservations.down,
    name: '20261126_011600_reservations',
  },
  {
    up: migration_20261126_041855_media_storage_fields.up,
    down: migration_20261126_041855_media_storage_fields.down,
    name: '20261126_041855_media_storage_fields',
  },
  {
    up: migration_20261126_060000_search_reindex_checkpoints.up,
    down: migration_20261126_060000_search_reindex_checkpoints.down,
    name: '20261126_060000_search_reindex_checkpoints',
  },
  {
    up: migration_20261126_061000_search_rank_page_index.up,
    down: migration_20261126_061000_search_rank_page_index.down,
    name: '20261126_061000_search_rank_page_index',
  },
  {
    up: migration_20261126_115119_users_api_key_integration_role.up,
    down: migration_20261126_115119_users_api_key_integration_role.down,
    name: '20261126_115119_users_api_key_integration_role',
  },
  {
    up: migration_20261126_115715_reservation_site_origin.up,
    down: migration_20261126_115715_reservation_site_origin.down,
    name: '20261126_115715_reservation_site_origin',
  },
  {
    up: migration_20261126_120000_search_shown_price.up,
    down: migration_20261126_120000_search_shown_price.down,
    name: '20261126_120000_search_shown_price',
  },
  {
    up: migration_20261126_120221_leads_title.up,
    down: migration_20261126_120221_leads_title.down,
    name: '20261126_120221_leads_title',
  },
  {
    up: migration_20261126_131441_tenant_finance_monthly_fee.up,
    down: migration_20261126_131441_tenant_finance_monthly_fee.down,
    name: '20261126_131441_tenant_finance_monthly_fee',
  },
  {
    up: migration_20261126_192124_job_leases.up,
    down: migration_20261126_192124_job_leases.down,
    name: '20261126_192124_job_leases',
  },
  {
    up: migration_20261127_005855_sales_counter_real_sales.up,
    down: migration_20261127_005855_sales_counter_real_sales.down,
    name: '20261127_005855_sales_counter_real_sales',
  },
  {
    up: migration_20261127_011011_vehicle_price_history.up,
    down: migration_20261127_011011_vehicle_price_history.down,
    name: '20261127_011011_vehicle_price_history',
  },
  {
    up: migration_20261127_040000_facet_index_changes.up,
    down: migration_20261127_040000_facet_index_changes.down,
    name: '20261127_040000_facet_index_changes',
  },
  {
    up: migration_20261127_041000_account_trust.up,
    down: migration_20261127_041000_account_trust.down,
    name: '20261127_041000_account_trust',
  },
  {
    up: migration_20261127_042304_saved_searches_alerts.up,
    down: migration_20261127_042304_saved_searches_alerts.down,
    name: '20261127_042304_saved_searches_alerts',
  },
  {
    up: migration_20261127_065451_watch_alerts.up,
    down: migration_20261127_065451_watch_alerts.down,
    name: '20261127_065451_watch_alerts',
  },
  {
    up: migration_20261127_072500_insight_counts.up,
    down: migration_20261127_072500_insight_counts.down,
    name: '20261127_072500_insight_counts',
  },
  {
    up: migration_20261127_073945_account_saved_cars.up,
    down: migration_20261127_073945_account_saved_cars.down,
    name: '20261127_073945_account_saved_cars',
  },
  {
    up: migration_20261127_110000_price_changes.up,
    down: migration_20261127_110000_price_changes.down,
    name: '20261127_110000_price_changes',
  },
  {
    up: migration_20261127_140000_assistant_flag.up,
    down: migration_20261127_140000_assistant_flag.down,
    name: '20261127_140000_assistant_flag',
  },
]
