import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { hasRole, isSuperAdminUser } from './collections/access'
import { AnalyticsEvents } from './collections/AnalyticsEvents'
import { Banners } from './collections/Banners'
import { Brands } from './collections/Brands'
import { Dealerships } from './collections/Dealerships'
import { DeliveryRates } from './collections/DeliveryRates'
import { LegalTexts } from './collections/LegalTexts'
import { LeadDestinations } from './collections/LeadDestinations'
import { scopeLockedDocuments } from './collections/LockedDocuments/scope'
import { Leads } from './collections/Leads'
import { LeadIdempotencyKeys } from './collections/Leads/idempotency'
import { Locations } from './collections/Locations'
import { Manufacturers } from './collections/Manufacturers'
import { MarketingOptOuts } from './collections/MarketingOptOuts'
import { Customers } from './collections/Customers'
import { CustomerSessions } from './collections/CustomerSessions'
import { Watchlist } from './collections/Watchlist'
import { Reservations } from './collections/Reservations'
import { CheckoutJourneys } from './collections/CheckoutJourneys'
import { Media } from './collections/Media'
import { Navigation } from './collections/Navigation'
import { Offers } from './collections/Offers'
import { Pages } from './collections/Pages'
import { PasswordResetTokens } from './collections/PasswordResetTokens'
import { EmailVerifications } from './collections/EmailVerifications'
import { SavedSearches } from './collections/SavedSearches'
import { SentAlerts } from './collections/SentAlerts'
import { Popups } from './collections/Popups'
import { PostCategories } from './collections/PostCategories'
import { Posts } from './collections/Posts'
import { PromoTiles } from './collections/PromoTiles'
import { Reviews } from './collections/Reviews'
import { Tenants } from './collections/Tenants'
import { Users } from './collections/Users'
import { Vehicles } from './collections/Vehicles'
import { healthEndpoint } from './collections/endpoints/health'
import { linkCheckEndpoint } from './collections/endpoints/linkCheck'
import { clientInputErrors } from './collections/hooks/clientInputErrors'
import { publishJobs, scopePublishJobs } from './collections/shared/publishJobs'
import { ADMIN_DATE_FORMAT } from './collections/shared/admin/dates'
import { plainAdmin } from './collections/shared/admin/plainAdmin'
import { migrations } from './migrations'
import { PREVIEW_COLLECTIONS } from './src/domain/preview/previewToken'
import { mailAdapter } from './src/lib/email/adapter'
import { env } from './src/lib/env'
import { LIVE_PREVIEW_BREAKPOINTS, livePreviewUrl, withPreviewButtons } from './src/lib/livePreview'
import { mediaStorage } from './src/lib/mediaStorage'
import { gateTenantSelection } from './collections/shared/admin/tenantSelection'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

/** Tenant-scoped collections: each gets the `tenant` field and the admin tenant selector. */
const scoped = {
  pages: {},
  'promo-tiles': {},
  popups: {},
  banners: {},
  offers: {},
  'legal-texts': {},
  media: {},
  vehicles: {},
  brands: {},
  dealerships: {},
  locations: {},
  leads: {},
  'lead-destinations': {},
  navigation: { isGlobal: true },
  'delivery-rates': {},
  'analytics-events': {},
  posts: {},
  'post-categories': {},
  'marketing-opt-outs': {},
  reviews: {},
  customers: {},
  watchlist: {},
  reservations: {},
  'checkout-journeys': {},
} as const

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Dealer platform admin' },
    // Insights (what shoppers do, counts only) and Email previews (every email shoppers get), per tenant
    components: {
      views: {
        emailPreviews: {
          Component: '/src/admin/EmailPreviews#EmailPreviews',
          path: '/email-previews',
        },
        insights: { Component: '/src/admin/Insights#Insights', path: '/insights' },
      },
      afterNavLinks: ['/src/admin/AdminViewLinks#AdminViewLinks'],
    },
    // the account picture is drawn locally (Payload's default 'gravatar' loads from gravatar.com, which the admin's
    // network may not reach and which tells a third party who signs in)
    avatar: 'default',
    // Australian dates in lists and fields: '1 Dec 2026, 9:00 am'
    dateFormat: ADMIN_DATE_FORMAT,
    // live preview of drafts on the document's own tenant site, phone and desktop: src/lib/livePreview.ts
    livePreview: {
      collections: [...PREVIEW_COLLECTIONS],
      breakpoints: LIVE_PREVIEW_BREAKPOINTS,
      url: (args) => livePreviewUrl(args, { payloadSecret: config.PAYLOAD_SECRET, port: config.PORT }),
    },
  },
  // no API tab on documents, tick boxes as Yes / No in lists: collections/shared/admin/plainAdmin.ts
  collections: plainAdmin([
    Tenants,
    Users,
    Dealerships,
    Locations,
    Media,
    Pages,
    PromoTiles,
    Popups,
    Banners,
    Offers,
    LegalTexts,
    Vehicles,
    Leads,
    LeadDestinations,
    LeadIdempotencyKeys,
    Brands,
    Manufacturers,
    Navigation,
    DeliveryRates,
    AnalyticsEvents,
    Posts,
    PostCategories,
    MarketingOptOuts,
    Reviews,
    Customers,
    CustomerSessions,
    PasswordResetTokens,
    EmailVerifications,
    SavedSearches,
    SentAlerts,
    Watchlist,
    Reservations,
    CheckoutJourneys,
  ]),
  endpoints: [healthEndpoint(migrations.length), linkCheckEndpoint],
  // scheduled publish / unpublish (drafts of pages, posts, offers, promo tiles, popups, banners): collections/shared/publishJobs.ts
  jobs: publishJobs,
  // a Postgres data exception (an id beyond the column, a NUL in a where value) is the client's: 400, not 500
  hooks: { afterError: [clientInputErrors] },
  editor: lexicalEditor(),
  secret: config.PAYLOAD_SECRET ?? 'build-time-placeholder-secret',
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  db: postgresAdapter({
    // DATABASE_POOL_MAX: this process's share of the instance's connections (src/lib/db/poolBudget.mjs)
    pool: {
      connectionString: config.DATABASE_URL ?? 'postgres://unset@127.0.0.1:1/unset',
      max: config.DATABASE_POOL_MAX,
    },
    migrationDir: path.resolve(dirname, 'migrations'),
    push: false,
  }),
  sharp,
  // SMTP from env, or .eml files in ${DATA_DIR}/outbox without SMTP_HOST (src/lib/email/adapter.ts)
  email: mailAdapter(config),
  telemetry: false,
  plugins: [
    // media on S3-compatible storage when S3_BUCKET is set, served through /api/media/file as before: src/lib/mediaStorage.ts
    mediaStorage(config),
    multiTenantPlugin({
      tenantsSlug: 'tenants',
      collections: scoped,
      userHasAccessToAllTenants: (user) => isSuperAdminUser(user),
      tenantsArrayField: {
        includeDefaultField: true,
        arrayFieldAccess: {
          read: () => true,
          create: ({ req }) => hasRole(req.user as never, 'super-admin', 'group-admin'),
          update: ({ req }) => hasRole(req.user as never, 'super-admin', 'group-admin'),
        },
      },
    }),
    // the plugin's tenant selection for signed-in users only: collections/shared/admin/TenantSelectionGate.tsx
    gateTenantSelection,
  ],
  // Payload's own lock rows (who is editing what) scoped to what each user may read: collections/LockedDocuments/scope.ts
})
  .then(scopeLockedDocuments)
  .then(withPreviewButtons({ payloadSecret: config.PAYLOAD_SECRET, port: config.PORT }))
  .then(scopePublishJobs)
