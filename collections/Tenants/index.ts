import type { CollectionConfig, Condition, TextFieldSingleValidation } from 'payload'

import { RESERVE_HOLD_HOURS } from '../../src/domain/vehicle/buttons'
import type { PaymentSettingsProvider } from '../../src/domain/reservations/settings'
import { TEMPLATES } from '../../src/domain/siteConfig'
import { FINANCE_ENQUIRY_PAGE_KEYS, FINANCE_ENQUIRY_PAGES } from '../../src/domain/finance/links'
import { isValidSlug } from '../../src/domain/host'
import { safeHref } from '../../src/domain/links'
import { chatProviderScript } from '../../src/domain/chat/rules'
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '../../src/domain/timeZones'
import { canSeeFlags, isGroupAdminOrAbove, isStaffUser, isSuperAdmin, nobody } from '../access'
import { flagGroup, optionalTemplateChoice, templateChoice, triState } from '../fields/flags'
import { labelledOptions, valueOptions } from '../fields/options'
import { writeOnlySecret } from '../fields/writeOnlySecret'
import { feedLeftOutEndpoint, feedsEndpoint, rotateFeedTokenEndpoint } from './endpoints/feeds'
import { addToGroupAdmins } from './hooks/addToGroupAdmins'
import { expireTenantCachesAfterChange, expireTenantCachesAfterDelete } from './hooks/expireTenantCaches'
import { reindexTenantSearch, removeTenantSearch } from './hooks/reindexTenantSearch'

const HEX = /^#[0-9a-f]{6}$/i
const stripeOnly: Condition = (_, sibling) => sibling?.provider === 'stripe'
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/

/** A hostname answers for one tenant only: refuse one that another tenant already lists. */
const validateHostname: TextFieldSingleValidation = async (value, { req, id }) => {
  if (!value || !HOSTNAME.test(value)) return 'Use a lowercase hostname without a port, e.g. www.example.com.au'
  const taken = await req.payload.find({
    collection: 'tenants',
    where: {
      and: [{ 'domains.hostname': { equals: value } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return taken.docs.length === 0 || `${value} already belongs to another site`
}

function colour(name: string, label: string, defaultValue: string) {
  return {
    name,
    label,
    type: 'text' as const,
    required: true,
    defaultValue,
    validate: (v: string | null | undefined) => (v && HEX.test(v)) || 'Use a colour like #1a2b3c',
  }
}

/**
 * A dealer group, dealership or brand site. Platform-global (not itself tenant-scoped).
 * Anonymous users can never read tenants: the public site reads them through src/data.
 */
export const Tenants: CollectionConfig = {
  slug: 'tenants',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'template', 'dealer_group'] },
  access: {
    // staff only: an integration account reads leads, not the site's settings
    read: ({ req }) => isStaffUser(req.user),
    create: isSuperAdmin,
    update: isGroupAdminOrAbove,
    delete: isSuperAdmin,
  },
  endpoints: [feedsEndpoint, rotateFeedTokenEndpoint, feedLeftOutEndpoint],
  hooks: {
    afterChange: [expireTenantCachesAfterChange, addToGroupAdmins, reindexTenantSearch],
    afterDelete: [expireTenantCachesAfterDelete, removeTenantSearch],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Site',
          fields: [
            { name: 'name', label: 'Site name', type: 'text', required: true },
            {
              name: 'slug',
              label: 'Slug',
              type: 'text',
              required: true,
              unique: true,
              index: true,
              admin: {
                description:
                  'Lowercase letters, digits and hyphens. Locally the site answers at http://{slug}.localhost:3000.',
              },
              validate: (v: string | null | undefined) =>
                (v && isValidSlug(v)) || 'Use lowercase letters, digits and hyphens',
            },
            {
              name: 'template',
              label: 'Template',
              type: 'select',
              required: true,
              defaultValue: 'group',
              options: TEMPLATES.map((t) => ({
                label: t === 'group' ? 'Dealer group' : t === 'brand' ? 'Brand dealership' : 'Used-car specialist',
                value: t,
              })),
            },
            {
              name: 'dealer_group',
              label: 'Dealer group',
              type: 'text',
              index: true,
              admin: { description: 'Tenants with the same dealer group share group admins.' },
            },
            {
              name: 'domains',
              label: 'Domains',
              type: 'array',
              labels: { singular: 'Domain', plural: 'Domains' },
              admin: { description: 'Production hostnames this site answers on, e.g. www.harbourmotors.com.au' },
              fields: [
                {
                  name: 'hostname',
                  label: 'Hostname',
                  type: 'text',
                  required: true,
                  unique: true,
                  validate: validateHostname,
                },
              ],
            },
            { name: 'tagline', label: 'Tagline', type: 'text', admin: { description: 'Shown to search engines.' } },
            {
              name: 'manufacturer_name',
              label: 'Manufacturer name',
              type: 'text',
              admin: { description: 'Brand sites: the make they sell.' },
            },
            {
              name: 'address',
              label: 'Address',
              type: 'group',
              fields: [
                { name: 'city', label: 'City', type: 'text' },
                {
                  name: 'state',
                  label: 'State',
                  admin: { description: 'The state the dealership trades in.' },
                  type: 'select',
                  options: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'].map((s) => ({
                    label: s,
                    value: s.toLowerCase(),
                  })),
                },
              ],
            },
            { name: 'youtube_url', label: 'YouTube URL', type: 'text' },
            {
              name: 'time_zone',
              label: 'Time zone',
              type: 'select',
              required: true,
              defaultValue: DEFAULT_TIME_ZONE,
              options: TIME_ZONES.map((z) => ({ label: z.label, value: z.value })),
              // group admins and super admins set it (marketing reads it: lead times are shown in it)
              access: { update: canSeeFlags },
              admin: {
                description: 'Where the dealership trades: the admin shows lead times in this time zone.',
              },
            },
          ],
        },
        {
          label: 'Theme',
          fields: [
            {
              name: 'theme',
              label: 'Theme',
              type: 'group',
              fields: [
                { name: 'logo', label: 'Logo', type: 'upload', relationTo: 'media' },
                colour('primary', 'Primary colour', '#0b3d91'),
                colour('accent', 'Accent colour', '#f2a900'),
                colour('surface', 'Page background', '#ffffff'),
                colour('text', 'Text colour', '#1a1a1a'),
              ],
            },
          ],
        },
        {
          label: 'Features',
          fields: [
            flagGroup('features', 'Features', [
              triState('garage_enabled', 'Garage / favourites'),
              triState('watchlist', 'Watchlist'),
              triState('compare', 'Compare'),
              triState('reserve', 'Reserve online (checkout)'),
              {
                name: 'reserve_amount',
                label: 'Reserve deposit ($)',
                type: 'number',
                min: 0,
                admin: { description: 'Empty uses the default text $200.' },
              },
              triState('buy_online', 'Buy online'),
              {
                ...optionalTemplateChoice(
                  'checkout_path',
                  labelledOptions({ checkout: '/cars/{slug}/checkout', 'buy-online': '/cars/{slug}/buy-online' }),
                ),
                label: 'Checkout page address',
                admin: { description: 'Where a car’s Reserve or Buy online button leads.' },
              },
              triState('trade_in', 'Trade-in'),
              triState('subscriptions', 'Subscription pricing'),
              triState('group_stats', 'Group stats banner'),
              triState('electric_tag', 'Electric / hybrid card tag'),
              triState('used_car_routes', 'Used-car routes (/used-car/…)'),
              triState(
                'assistant',
                'AI assistant access (/api/mcp)',
                'AI assistants (ChatGPT, Claude…) can search this site’s stock, read its cars and locations, and send enquiries and test-drive requests for a shopper, through /api/mcp on the site’s address. Off: that address answers 404.',
              ),
            ]),
            flagGroup('gating', 'Sign-in required for', [
              triState('checkout', 'Checkout'),
              triState('finance', 'Finance'),
              triState('spin_to_win', 'Spin to win'),
              triState('trade_in', 'Trade-in'),
              triState('sell_my_car', 'Sell my car'),
            ]),
          ],
        },
        {
          label: 'Payments',
          description:
            'Reserve online and buy online take a refundable deposit through this provider. Without one they stay off, whatever the feature switches say.',
          fields: [
            {
              name: 'payments',
              type: 'group',
              label: false,
              access: { read: canSeeFlags, create: canSeeFlags, update: canSeeFlags },
              fields: [
                {
                  name: 'provider',
                  label: 'Payment provider',
                  type: 'select',
                  defaultValue: 'none',
                  required: true,
                  options: labelledOptions({
                    none: 'None (reserve and buy online off)',
                    test: 'Built-in test processor (demo cards only, no money moves)',
                    stripe: 'Stripe',
                  } satisfies Record<PaymentSettingsProvider, string>),
                },
                {
                  name: 'hold_hours',
                  label: 'Hold length (hours)',
                  type: 'number',
                  min: 1,
                  max: 168,
                  admin: {
                    description: `Empty: ${RESERVE_HOLD_HOURS} hours. A card authorisation lasts 7 days at most.`,
                  },
                },
                {
                  name: 'stripe_publishable_key',
                  label: 'Stripe publishable key',
                  type: 'text',
                  maxLength: 255,
                  validate: (v: string | null | undefined) =>
                    !v ||
                    /^pk_(test|live)_[A-Za-z0-9]+$/.test(v) ||
                    'A publishable key starts with pk_test_ or pk_live_.',
                  admin: { condition: stripeOnly },
                },
                writeOnlySecret(
                  {
                    name: 'stripe_secret_key',
                    label: 'Stripe secret key',
                    description: 'Starts with sk_ or rk_ (a restricted key with PaymentIntents and Refunds).',
                    condition: stripeOnly,
                  },
                  (v) => /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(v) || 'A secret key starts with sk_ or rk_.',
                ),
                writeOnlySecret(
                  {
                    name: 'stripe_webhook_secret',
                    label: 'Stripe webhook signing secret',
                    description:
                      "The signing secret of the Stripe webhook endpoint https://{your domain}/api/payments/webhook/stripe (Stripe's Dashboard → Webhooks).",
                    condition: stripeOnly,
                  },
                  // checked by its shape only; the admin's pages never carry the prefix of a real secret (an e2e test looks)
                  (v) =>
                    /^whsec_[A-Za-z0-9+/=]+$/.test(v) ||
                    "That is not a webhook signing secret: copy it from Stripe's Dashboard.",
                ),
              ],
            },
          ],
        },
        {
          label: 'Finance',
          fields: [
            flagGroup('finance', 'Finance', [
              triState('calculator', 'Finance calculator'),
              triState('pre_approval', 'Finance pre-approval'),
              triState('quote_provider', 'Quote provider'),
              {
                name: 'provider_key',
                label: 'Finance provider key',
                type: 'text',
                admin: { description: 'e.g. angle, nissan_finance, manual' },
              },
              { name: 'default_rate', label: 'Default interest rate (%)', type: 'number', min: 0, max: 100 },
              { name: 'default_term', label: 'Default term (years)', type: 'number', min: 1, max: 7 },
              { name: 'max_term', label: 'Maximum term (years)', type: 'number', min: 1, max: 7 },
              {
                ...optionalTemplateChoice(
                  'default_frequency',
                  labelledOptions({ week: 'Weekly', fortnight: 'Fortnightly', month: 'Monthly' }),
                ),
                label: 'Repayments shown',
              },
              { name: 'amount_min', label: 'Minimum amount ($)', type: 'number', min: 0 },
              { name: 'amount_max', label: 'Maximum amount ($)', type: 'number', min: 0 },
              { name: 'interest_min', label: 'Minimum interest (%)', type: 'number', min: 0, max: 100 },
              { name: 'interest_max', label: 'Maximum interest (%)', type: 'number', min: 0, max: 100 },
              { name: 'establishment_fee', label: 'Establishment fee ($)', type: 'number', min: 0 },
              {
                name: 'monthly_fee',
                label: 'Monthly account fee ($)',
                type: 'number',
                min: 0,
                admin: {
                  description:
                    'Charged with each monthly repayment. Included in every comparison rate the site states; leave empty for none.',
                },
              },
              triState('round_up', 'Round repayments up'),
              triState('disclaimer_collapse', 'Collapse the finance disclaimer'),
              { name: 'button_text', label: 'Finance button text', type: 'text' },
              templateChoice(
                'availability_rule',
                'Finance availability rule',
                labelledOptions({
                  in_stock: 'In stock only',
                  year_price_comparison: 'Year within 12, price above $500, in stock, comparison rate',
                  price_weekly: 'Price above $500, in stock, weekly payment',
                  price_monthly: 'Price above $500, in stock, monthly payment',
                }),
              ),
              {
                name: 'excluded_makes',
                label: 'Makes without finance',
                type: 'text',
                admin: { description: 'Comma-separated, e.g. Ferrari, Lamborghini' },
              },
              triState('excluded_site', 'No finance on this site'),
              triState('amount_max_follows_price', 'Above $100,000 the maximum amount is 1.05 × price'),
              triState(
                'card_repayment',
                'Stock cards show the repayment with its rate, comparison rate and warning (off: no repayment on cards)',
              ),
              {
                name: 'disclaimer',
                label: 'Finance disclaimer',
                type: 'textarea',
                admin: { description: "Used when the lender's data has none." },
              },
              // FIN-36..41: the tenant's finance content, shown beside the finance calculator (#financeDisclaimer)
              {
                name: 'fee_inclusions',
                label: 'Fixed-fee inclusions',
                type: 'array',
                labels: { singular: 'Inclusion', plural: 'Inclusions' },
                admin: {
                  description:
                    'A fixed-fee finance offer lists what its fee includes, e.g. Establishment fee $395, Dealer agency fee $912.25.',
                },
                fields: [
                  { name: 'label', label: 'Fee', type: 'text', required: true },
                  { name: 'amount', label: 'Amount ($)', type: 'number', min: 0, required: true },
                ],
              },
              {
                name: 'comparison_rate_from',
                label: 'Comparison rates from (% p.a.)',
                type: 'number',
                min: 0,
                max: 100,
              },
              { name: 'comparison_rate_to', label: 'Comparison rates to (% p.a.)', type: 'number', min: 0, max: 100 },
              {
                name: 'example_disclaimers',
                label: 'Finance example disclaimers',
                type: 'array',
                labels: { singular: 'Disclaimer', plural: 'Disclaimers' },
                admin: {
                  description: 'The example loans behind advertised rates, shown under the finance calculator.',
                },
                fields: [{ name: 'text', label: 'Disclaimer', type: 'textarea', required: true }],
              },
              templateChoice(
                'enquiry_path',
                'Finance enquiry page',
                FINANCE_ENQUIRY_PAGE_KEYS.map((key) => ({ label: FINANCE_ENQUIRY_PAGES[key], value: key })),
                "Where Get Finance goes. A dealership may name its own page; 'Template default' is /finance.",
              ),
              {
                name: 'default_link',
                label: 'Site-wide finance link',
                type: 'text',
                admin: {
                  description:
                    'Overrides the finance enquiry page of the site and of every dealership, e.g. a lender’s application form.',
                },
                validate: (v: string | null | undefined) =>
                  !v || safeHref(v) !== null || 'Use a site path (/…) or an http(s) address',
              },
            ]),
          ],
        },
        {
          label: 'Vehicle page',
          fields: [
            flagGroup('vehicle', 'Vehicle page', [
              templateChoice(
                'gallery_start_view',
                'Gallery starts on',
                labelledOptions({ spinner: '360° spinner', gallery: 'Photo gallery' }),
              ),
              templateChoice('layout', 'Layout', labelledOptions({ tabs: 'Information tabs', sections: 'Sections' })),
              triState('sticky_bottom_bar', 'Sticky bottom call-to-action bar'),
              triState('show_unregistered', "Past rego expiry shows 'Unregistered'"),
              triState('show_dealership_link', "Call panel shows the dealership and 'See more from this dealer'"),
              templateChoice(
                'similar_match',
                'Similar vehicles match on',
                labelledOptions({ make_model: 'Make and model', type_body: 'Car type and body' }),
              ),
              triState('similar_only_load_in_view', 'Load similar vehicles only near the viewport'),
            ]),
          ],
        },
        {
          label: 'Stock & prices',
          fields: [
            flagGroup('prices', 'Prices', [
              triState('visible', 'Prices visible'),
              {
                name: 'no_price_text',
                label: 'No-price text',
                type: 'text',
                admin: { description: "Empty uses 'Enquire for price.'" },
              },
              triState('price_sort_positive_only', 'Price sort ascending hides $0 cars'),
            ]),
            flagGroup('stock', 'Stock', [
              { name: 'filter_preset', label: 'Stock filter preset (0–14)', type: 'number', min: 0, max: 14 },
              {
                name: 'sold_linger_days',
                label: 'Days a sold car stays listed',
                type: 'number',
                min: 0,
                max: 365,
                admin: { description: 'Empty uses 3.' },
              },
              {
                name: 'preferred_locations',
                label: 'Preferred locations (sorted first)',
                type: 'text',
                admin: { description: 'Comma-separated location names, in order, e.g. Burswood, Rockingham' },
              },
              triState('random_brand_promos', 'Random brand promo tile at position 8'),
              {
                name: 'stock_count',
                label: 'Stock count shown when results are capped',
                type: 'number',
                min: 1,
                admin: { description: 'Counts above 1,999 show this; empty sums the facet counts.' },
              },
              triState('save_used_priced_only', 'Favourite and compare only on used, priced cars with photos'),
            ]),
          ],
        },
        {
          label: 'Contact & forms',
          fields: [
            flagGroup('phones', 'Phone numbers', [
              { name: 'call_override', label: 'Call button number (overrides all)', type: 'text' },
              { name: 'new_phone', label: 'New cars', type: 'text' },
              { name: 'used_phone', label: 'Used cars', type: 'text' },
              { name: 'demo_phone', label: 'Demo cars', type: 'text' },
              triState('filter_by_car_type', 'Choose the number by car type'),
              triState('reveal_at_once', 'Show numbers without a click'),
            ]),
            flagGroup('forms', 'Forms', [
              triState('enquiry_message_required', 'Enquiry message required'),
              triState('terms_required', 'Terms agreement required'),
              {
                ...optionalTemplateChoice('enquire_button_text', valueOptions(['Enquire Now', 'Message Now'])),
                label: 'Enquire button text',
              },
            ]),
            flagGroup('share', 'Sharing', [
              { name: 'site_url', label: 'Site URL (for copy-link)', type: 'text' },
              triState('hide_twitter', 'Hide Twitter share'),
              triState('copy_toast', 'Copy-link toast'),
            ]),
            flagGroup('reviews', 'Reviews', [
              { name: 'min_rating', label: 'Minimum rating to show stars', type: 'number', min: 0, max: 5 },
            ]),
            flagGroup('hours', 'Opening hours', [
              triState('closed_as_by_appointment', "Show 'Closed' as 'By appointment only'"),
            ]),
            flagGroup('chat', 'Web chat', [
              triState('enabled', 'Chat bubble on the vehicle page'),
              {
                name: 'provider_script_url',
                label: "Chat provider's script URL",
                type: 'text',
                admin: {
                  description: 'https only; loaded on the first open. Empty: the panel offers call, enquiry and SMS.',
                },
                validate: (v: string | null | undefined) =>
                  !v || chatProviderScript(v) !== null || 'Use an https:// address',
              },
              {
                name: 'provider_label',
                label: 'Bubble label',
                type: 'text',
                admin: { description: "Empty uses 'Chat with us'." },
              },
            ]),
          ],
        },
        {
          label: 'Feeds',
          description: 'Your cars in stock, as feeds for Google Vehicle Ads and Meta (Facebook, Instagram) car ads.',
          fields: [
            {
              name: 'feeds',
              label: 'Inventory feeds',
              type: 'group',
              // group admins and super admins only: the token opens the feeds
              access: { read: canSeeFlags, update: canSeeFlags },
              fields: [
                {
                  name: 'addresses',
                  type: 'ui',
                  admin: { components: { Field: '/collections/Tenants/components/FeedsPanel.client#FeedsPanel' } },
                },
                {
                  name: 'google_enabled',
                  label: 'Google Vehicle Ads feed',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: { description: 'Off: the feed address answers 404.' },
                },
                {
                  name: 'meta_enabled',
                  label: 'Meta automotive catalogue feed',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: { description: 'Off: the feed address answers 404.' },
                },
                {
                  name: 'store_codes',
                  label: 'Store codes',
                  labels: { singular: 'Store code', plural: 'Store codes' },
                  type: 'array',
                  admin: {
                    description:
                      "Google's store code (and Meta's dealer id) per location: the code the location has in the " +
                      "dealer's Business Profile (Google matches it exactly). A location not listed uses its slug, " +
                      'which Google will not match: the list above warns about each one holding cars.',
                  },
                  fields: [
                    {
                      name: 'location',
                      label: 'Location',
                      type: 'relationship',
                      relationTo: 'locations',
                      // not required: deleting a location clears it here (a row without one is ignored)
                      filterOptions: ({ id }) => (id ? { tenant: { equals: id } } : false),
                    },
                    {
                      name: 'code',
                      label: 'Store code',
                      type: 'text',
                      required: true,
                      maxLength: 64,
                      validate: (v: string | null | undefined) =>
                        (typeof v === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(v)) ||
                        'Use up to 64 letters, digits, dots, hyphens or underscores',
                    },
                  ],
                },
                // Written by the server only (src/lib/feedState.ts), never through the admin or the API.
                {
                  name: 'token',
                  type: 'text',
                  access: { create: nobody, update: nobody },
                  admin: { hidden: true },
                },
                {
                  name: 'google_generated_at',
                  type: 'date',
                  access: { create: nobody, update: nobody },
                  admin: { hidden: true },
                },
                {
                  name: 'meta_generated_at',
                  type: 'date',
                  access: { create: nobody, update: nobody },
                  admin: { hidden: true },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
