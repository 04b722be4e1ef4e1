import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_template" AS ENUM('group', 'brand', 'used');
  CREATE TYPE "public"."enum_tenants_address_state" AS ENUM('act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa');
  CREATE TYPE "public"."enum_tenants_features_garage_enabled" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_features_watchlist" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_features_compare" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_features_reserve" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_features_buy_online" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_features_checkout_path" AS ENUM('default', 'checkout', 'buy-online');
  CREATE TYPE "public"."enum_tenants_features_trade_in" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_features_subscriptions" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_features_group_stats" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_features_electric_tag" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_features_used_car_routes" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_gating_checkout" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_gating_finance" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_gating_spin_to_win" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_gating_trade_in" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_gating_sell_my_car" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_finance_calculator" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_finance_pre_approval" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_finance_quote_provider" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_finance_default_frequency" AS ENUM('default', 'week', 'fortnight', 'month');
  CREATE TYPE "public"."enum_tenants_finance_round_up" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_finance_disclaimer_collapse" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_prices_visible" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_prices_price_sort_positive_only" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_phones_filter_by_car_type" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_phones_reveal_at_once" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_forms_enquiry_message_required" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_forms_terms_required" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_forms_enquire_button_text" AS ENUM('default', 'Enquire Now', 'Message Now');
  CREATE TYPE "public"."enum_tenants_share_hide_twitter" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_share_copy_toast" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_hours_closed_as_by_appointment" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('super-admin', 'group-admin', 'marketing');
  CREATE TYPE "public"."enum_locations_contact_detail_opening_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_special_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_location_type" AS ENUM('sales', 'service', 'parts', 'car-buying');
  CREATE TYPE "public"."enum_pages_blocks_brands_grid_categories" AS ENUM('car', 'motorcycle', 'truck', 'group');
  CREATE TYPE "public"."enum_pages_blocks_stock_search_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_pages_blocks_enquiry_form_category" AS ENUM('General Enquiry', 'Finance Enquiry', 'Service Enquiry', 'Career Enquiry');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_brands_grid_categories" AS ENUM('car', 'motorcycle', 'truck', 'group');
  CREATE TYPE "public"."enum__pages_v_blocks_stock_search_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum__pages_v_blocks_enquiry_form_category" AS ENUM('General Enquiry', 'Finance Enquiry', 'Service Enquiry', 'Career Enquiry');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_promo_tiles_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_banners_placement" AS ENUM('announcement', 'feature');
  CREATE TYPE "public"."enum_offers_category" AS ENUM('Special offer', 'Finance offer', 'Service offer', 'Runout sale');
  CREATE TYPE "public"."enum_legal_texts_kind" AS ENUM('terms', 'privacy', 'finance-disclaimer', 'reserve-terms', 'warranty');
  CREATE TYPE "public"."enum_vehicles_status" AS ENUM('in_stock', 'coming_soon', 'sold');
  CREATE TYPE "public"."enum_vehicles_car_type" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_vehicles_item_type" AS ENUM('car', 'motorcycle', 'truck', 'caravan');
  CREATE TYPE "public"."enum_vehicles_price_type" AS ENUM('drive_away', 'egc', 'orc');
  CREATE TYPE "public"."enum_brands_category" AS ENUM('car', 'motorcycle', 'truck', 'group');
  CREATE TABLE "tenants_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hostname" varchar NOT NULL
  );
  
  CREATE TABLE "tenants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"template" "enum_tenants_template" DEFAULT 'group' NOT NULL,
  	"dealer_group" varchar,
  	"tagline" varchar,
  	"manufacturer_name" varchar,
  	"address_city" varchar,
  	"address_state" "enum_tenants_address_state",
  	"youtube_url" varchar,
  	"theme_logo_id" integer,
  	"theme_primary" varchar DEFAULT '#0b3d91' NOT NULL,
  	"theme_accent" varchar DEFAULT '#f2a900' NOT NULL,
  	"theme_surface" varchar DEFAULT '#ffffff' NOT NULL,
  	"theme_text" varchar DEFAULT '#1a1a1a' NOT NULL,
  	"features_garage_enabled" "enum_tenants_features_garage_enabled" DEFAULT 'default' NOT NULL,
  	"features_watchlist" "enum_tenants_features_watchlist" DEFAULT 'default' NOT NULL,
  	"features_compare" "enum_tenants_features_compare" DEFAULT 'default' NOT NULL,
  	"features_reserve" "enum_tenants_features_reserve" DEFAULT 'default' NOT NULL,
  	"features_reserve_amount" numeric,
  	"features_buy_online" "enum_tenants_features_buy_online" DEFAULT 'default' NOT NULL,
  	"features_checkout_path" "enum_tenants_features_checkout_path" DEFAULT 'default',
  	"features_trade_in" "enum_tenants_features_trade_in" DEFAULT 'default' NOT NULL,
  	"features_subscriptions" "enum_tenants_features_subscriptions" DEFAULT 'default' NOT NULL,
  	"features_group_stats" "enum_tenants_features_group_stats" DEFAULT 'default' NOT NULL,
  	"features_electric_tag" "enum_tenants_features_electric_tag" DEFAULT 'default' NOT NULL,
  	"features_used_car_routes" "enum_tenants_features_used_car_routes" DEFAULT 'default' NOT NULL,
  	"gating_checkout" "enum_tenants_gating_checkout" DEFAULT 'default' NOT NULL,
  	"gating_finance" "enum_tenants_gating_finance" DEFAULT 'default' NOT NULL,
  	"gating_spin_to_win" "enum_tenants_gating_spin_to_win" DEFAULT 'default' NOT NULL,
  	"gating_trade_in" "enum_tenants_gating_trade_in" DEFAULT 'default' NOT NULL,
  	"gating_sell_my_car" "enum_tenants_gating_sell_my_car" DEFAULT 'default' NOT NULL,
  	"finance_calculator" "enum_tenants_finance_calculator" DEFAULT 'default' NOT NULL,
  	"finance_pre_approval" "enum_tenants_finance_pre_approval" DEFAULT 'default' NOT NULL,
  	"finance_quote_provider" "enum_tenants_finance_quote_provider" DEFAULT 'default' NOT NULL,
  	"finance_provider_key" varchar,
  	"finance_default_rate" numeric,
  	"finance_default_term" numeric,
  	"finance_max_term" numeric,
  	"finance_default_frequency" "enum_tenants_finance_default_frequency" DEFAULT 'default',
  	"finance_amount_min" numeric,
  	"finance_amount_max" numeric,
  	"finance_interest_min" numeric,
  	"finance_interest_max" numeric,
  	"finance_establishment_fee" numeric,
  	"finance_round_up" "enum_tenants_finance_round_up" DEFAULT 'default' NOT NULL,
  	"finance_disclaimer_collapse" "enum_tenants_finance_disclaimer_collapse" DEFAULT 'default' NOT NULL,
  	"finance_button_text" varchar,
  	"prices_visible" "enum_tenants_prices_visible" DEFAULT 'default' NOT NULL,
  	"prices_no_price_text" varchar,
  	"prices_price_sort_positive_only" "enum_tenants_prices_price_sort_positive_only" DEFAULT 'default' NOT NULL,
  	"stock_filter_preset" numeric,
  	"stock_sold_linger_days" numeric,
  	"phones_new_phone" varchar,
  	"phones_used_phone" varchar,
  	"phones_demo_phone" varchar,
  	"phones_filter_by_car_type" "enum_tenants_phones_filter_by_car_type" DEFAULT 'default' NOT NULL,
  	"phones_reveal_at_once" "enum_tenants_phones_reveal_at_once" DEFAULT 'default' NOT NULL,
  	"forms_enquiry_message_required" "enum_tenants_forms_enquiry_message_required" DEFAULT 'default' NOT NULL,
  	"forms_terms_required" "enum_tenants_forms_terms_required" DEFAULT 'default' NOT NULL,
  	"forms_enquire_button_text" "enum_tenants_forms_enquire_button_text" DEFAULT 'default',
  	"share_site_url" varchar,
  	"share_hide_twitter" "enum_tenants_share_hide_twitter" DEFAULT 'default' NOT NULL,
  	"share_copy_toast" "enum_tenants_share_copy_toast" DEFAULT 'default' NOT NULL,
  	"reviews_min_rating" numeric,
  	"hours_closed_as_by_appointment" "enum_tenants_hours_closed_as_by_appointment" DEFAULT 'default' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_tenants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tenant_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "dealerships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"average_rating" numeric,
  	"review_count" numeric,
  	"phone" varchar,
  	"reveal_phone_at_once" boolean DEFAULT false,
  	"primary_city" varchar,
  	"service_booking_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dealerships_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"manufacturers_id" integer
  );
  
  CREATE TABLE "locations_contact_detail_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" numeric NOT NULL,
  	"status" "enum_locations_contact_detail_opening_hours_status" DEFAULT 'Open' NOT NULL,
  	"open" varchar,
  	"close" varchar,
  	"formated_hours" varchar
  );
  
  CREATE TABLE "locations_special_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"label" varchar,
  	"status" "enum_locations_special_hours_status" DEFAULT 'Closed' NOT NULL,
  	"start_hour" varchar,
  	"end_hour" varchar
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"dealership_id" integer NOT NULL,
  	"location_type" "enum_locations_location_type",
  	"location_subtype" varchar,
  	"primary" boolean DEFAULT false,
  	"visible" boolean DEFAULT true,
  	"dealer_license_number" varchar,
  	"motor_vehicle_repairer" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"average_rating" numeric,
  	"review_count" numeric,
  	"address_street" varchar,
  	"address_city" varchar,
  	"address_state" varchar,
  	"address_postcode" varchar,
  	"address_lat" numeric,
  	"address_long" numeric,
  	"address_place_id" varchar,
  	"address_place_url" varchar,
  	"address_map_key" varchar,
  	"contact_detail_phone" varchar,
  	"contact_detail_landline_phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"manufacturers_id" integer,
  	"locations_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_promo_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_banner_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_brands_grid_categories" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_brands_grid_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_brands_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stock_search_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_stock_search_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stock_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Find your next car',
  	"hits_per_page" numeric DEFAULT 21,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_finance_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance calculator',
  	"default_amount" numeric DEFAULT 30000,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_enquiry_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Send us an enquiry',
  	"category" "enum_pages_blocks_enquiry_form_category" DEFAULT 'General Enquiry',
  	"submit_label" varchar DEFAULT 'Submit Form',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"promo_tiles_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_promo_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_banner_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brands_grid_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_brands_grid_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_brands_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stock_search_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_stock_search_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stock_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Find your next car',
  	"hits_per_page" numeric DEFAULT 21,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_finance_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance calculator',
  	"default_amount" numeric DEFAULT 30000,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_enquiry_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Send us an enquiry',
  	"category" "enum__pages_v_blocks_enquiry_form_category" DEFAULT 'General Enquiry',
  	"submit_label" varchar DEFAULT 'Submit Form',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"promo_tiles_id" integer
  );
  
  CREATE TABLE "promo_tiles_positions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"position" numeric NOT NULL
  );
  
  CREATE TABLE "promo_tiles_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promo_tiles_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promo_tiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"link" varchar NOT NULL,
  	"button_text" varchar DEFAULT 'Find out more',
  	"random_shuffle" boolean DEFAULT false,
  	"starts_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "popups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"src" varchar,
  	"link_to" varchar NOT NULL,
  	"button_text" varchar DEFAULT 'Find out more' NOT NULL,
  	"expiry_date" timestamp(3) with time zone,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"placement" "enum_banners_placement" DEFAULT 'announcement' NOT NULL,
  	"text" varchar,
  	"link" varchar,
  	"link_text" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"disclaimer" varchar,
  	"category" "enum_offers_category" DEFAULT 'Special offer',
  	"manufacturer_id" integer,
  	"model_name" varchar,
  	"model_slug" varchar,
  	"model_override_url" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "legal_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"kind" "enum_legal_texts_kind" NOT NULL,
  	"body" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"path" varchar,
  	"stocknum" varchar,
  	"status" "enum_vehicles_status" DEFAULT 'in_stock' NOT NULL,
  	"car_type" "enum_vehicles_car_type" NOT NULL,
  	"item_type" "enum_vehicles_item_type" DEFAULT 'car' NOT NULL,
  	"year" numeric,
  	"make" varchar,
  	"model" varchar,
  	"badge" varchar,
  	"series" varchar,
  	"colour" varchar,
  	"interior_colour" varchar,
  	"km" numeric,
  	"vin" varchar,
  	"regplate" varchar,
  	"rego_expiry" timestamp(3) with time zone,
  	"build_date" varchar,
  	"compliance_date" varchar,
  	"nvic" varchar,
  	"has_nvic" boolean DEFAULT false,
  	"tag" varchar,
  	"reserved" boolean DEFAULT false,
  	"sold" boolean DEFAULT false,
  	"sold_date_timestamp" timestamp(3) with time zone,
  	"certified" boolean DEFAULT false,
  	"preorder" boolean DEFAULT false,
  	"show_on_dealer_website" boolean DEFAULT true,
  	"file" varchar,
  	"views" numeric DEFAULT 0,
  	"dealercomments" varchar,
  	"carsales_title" varchar,
  	"private_suburb" varchar,
  	"private_postcode" varchar,
  	"price" numeric,
  	"before_price" numeric,
  	"offer_price" numeric,
  	"subscription_price" numeric,
  	"price_type" "enum_vehicles_price_type",
  	"simple_body" varchar,
  	"simple_transmission" varchar,
  	"trans" varchar,
  	"simple_fuel" varchar,
  	"simple_drive" varchar,
  	"drive" varchar,
  	"fuel" varchar,
  	"seats" numeric,
  	"doors" numeric,
  	"engine_size" numeric,
  	"engine_size_litres" numeric,
  	"gearnum" numeric,
  	"bodyconfiguration" varchar,
  	"manufacturer_body" varchar,
  	"variant" jsonb,
  	"specifications" jsonb,
  	"standard_equipment" jsonb,
  	"images" jsonb,
  	"primary_image_url" varchar,
  	"photos_count" numeric,
  	"video_url" varchar,
  	"external_video_url" varchar,
  	"spin_images" jsonb,
  	"spin_code" varchar,
  	"spin_interior_image" varchar,
  	"hotspots" jsonb,
  	"location_id" integer,
  	"dealership_id" integer,
  	"location_name" varchar,
  	"city" varchar,
  	"state" varchar,
  	"dealership_slug" varchar,
  	"dealership_name" varchar,
  	"finance_lenders" jsonb,
  	"youx_quote" jsonb,
  	"autograb_data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "brands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"category" "enum_brands_category" DEFAULT 'car' NOT NULL,
  	"logo_id" integer,
  	"logo_url" varchar,
  	"banner_id" integer,
  	"description" varchar,
  	"manufacturer_id" integer,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "manufacturers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"logo_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "navigation_header_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar DEFAULT 'Header & footer' NOT NULL,
  	"social_facebook" varchar,
  	"social_instagram" varchar,
  	"social_youtube" varchar,
  	"social_linkedin" varchar,
  	"social_tiktok" varchar,
  	"footer_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tenants_id" integer,
  	"users_id" integer,
  	"dealerships_id" integer,
  	"locations_id" integer,
  	"media_id" integer,
  	"pages_id" integer,
  	"promo_tiles_id" integer,
  	"popups_id" integer,
  	"banners_id" integer,
  	"offers_id" integer,
  	"legal_texts_id" integer,
  	"vehicles_id" integer,
  	"brands_id" integer,
  	"manufacturers_id" integer,
  	"navigation_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tenants_domains" ADD CONSTRAINT "tenants_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants" ADD CONSTRAINT "tenants_theme_logo_id_media_id_fk" FOREIGN KEY ("theme_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealerships_rels" ADD CONSTRAINT "dealerships_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships_rels" ADD CONSTRAINT "dealerships_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_contact_detail_opening_hours" ADD CONSTRAINT "locations_contact_detail_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_special_hours" ADD CONSTRAINT "locations_special_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_links" ADD CONSTRAINT "pages_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_promo_tiles" ADD CONSTRAINT "pages_blocks_promo_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_banner_stats" ADD CONSTRAINT "pages_blocks_stats_banner_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_banner" ADD CONSTRAINT "pages_blocks_stats_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brands_grid_categories" ADD CONSTRAINT "pages_blocks_brands_grid_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_brands_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brands_grid" ADD CONSTRAINT "pages_blocks_brands_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_links" ADD CONSTRAINT "pages_blocks_cta_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stock_search_car_types" ADD CONSTRAINT "pages_blocks_stock_search_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_stock_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stock_search" ADD CONSTRAINT "pages_blocks_stock_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_finance_calculator" ADD CONSTRAINT "pages_blocks_finance_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_enquiry_form" ADD CONSTRAINT "pages_blocks_enquiry_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_promo_tiles_fk" FOREIGN KEY ("promo_tiles_id") REFERENCES "public"."promo_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_links" ADD CONSTRAINT "_pages_v_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_promo_tiles" ADD CONSTRAINT "_pages_v_blocks_promo_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_banner_stats" ADD CONSTRAINT "_pages_v_blocks_stats_banner_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_banner" ADD CONSTRAINT "_pages_v_blocks_stats_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brands_grid_categories" ADD CONSTRAINT "_pages_v_blocks_brands_grid_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_brands_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brands_grid" ADD CONSTRAINT "_pages_v_blocks_brands_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_links" ADD CONSTRAINT "_pages_v_blocks_cta_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stock_search_car_types" ADD CONSTRAINT "_pages_v_blocks_stock_search_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_stock_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stock_search" ADD CONSTRAINT "_pages_v_blocks_stock_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_finance_calculator" ADD CONSTRAINT "_pages_v_blocks_finance_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_enquiry_form" ADD CONSTRAINT "_pages_v_blocks_enquiry_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_promo_tiles_fk" FOREIGN KEY ("promo_tiles_id") REFERENCES "public"."promo_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_tiles_positions" ADD CONSTRAINT "promo_tiles_positions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promo_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_tiles_car_types" ADD CONSTRAINT "promo_tiles_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_tiles" ADD CONSTRAINT "promo_tiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_tiles" ADD CONSTRAINT "promo_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups" ADD CONSTRAINT "popups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups" ADD CONSTRAINT "popups_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_texts" ADD CONSTRAINT "legal_texts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_header_children" ADD CONSTRAINT "navigation_header_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_header" ADD CONSTRAINT "navigation_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_links" ADD CONSTRAINT "navigation_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer" ADD CONSTRAINT "navigation_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation" ADD CONSTRAINT "navigation_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tenants_fk" FOREIGN KEY ("tenants_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_tiles_fk" FOREIGN KEY ("promo_tiles_id") REFERENCES "public"."promo_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popups_fk" FOREIGN KEY ("popups_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_texts_fk" FOREIGN KEY ("legal_texts_id") REFERENCES "public"."legal_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicles_fk" FOREIGN KEY ("vehicles_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_navigation_fk" FOREIGN KEY ("navigation_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_domains_order_idx" ON "tenants_domains" USING btree ("_order");
  CREATE INDEX "tenants_domains_parent_id_idx" ON "tenants_domains" USING btree ("_parent_id");
  CREATE INDEX "tenants_domains_hostname_idx" ON "tenants_domains" USING btree ("hostname");
  CREATE UNIQUE INDEX "tenants_slug_idx" ON "tenants" USING btree ("slug");
  CREATE INDEX "tenants_dealer_group_idx" ON "tenants" USING btree ("dealer_group");
  CREATE INDEX "tenants_theme_theme_logo_idx" ON "tenants" USING btree ("theme_logo_id");
  CREATE INDEX "tenants_updated_at_idx" ON "tenants" USING btree ("updated_at");
  CREATE INDEX "tenants_created_at_idx" ON "tenants" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_tenants_order_idx" ON "users_tenants" USING btree ("_order");
  CREATE INDEX "users_tenants_parent_id_idx" ON "users_tenants" USING btree ("_parent_id");
  CREATE INDEX "users_tenants_tenant_idx" ON "users_tenants" USING btree ("tenant_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "dealerships_tenant_idx" ON "dealerships" USING btree ("tenant_id");
  CREATE INDEX "dealerships_slug_idx" ON "dealerships" USING btree ("slug");
  CREATE INDEX "dealerships_updated_at_idx" ON "dealerships" USING btree ("updated_at");
  CREATE INDEX "dealerships_created_at_idx" ON "dealerships" USING btree ("created_at");
  CREATE INDEX "dealerships_rels_order_idx" ON "dealerships_rels" USING btree ("order");
  CREATE INDEX "dealerships_rels_parent_idx" ON "dealerships_rels" USING btree ("parent_id");
  CREATE INDEX "dealerships_rels_path_idx" ON "dealerships_rels" USING btree ("path");
  CREATE INDEX "dealerships_rels_manufacturers_id_idx" ON "dealerships_rels" USING btree ("manufacturers_id");
  CREATE INDEX "locations_contact_detail_opening_hours_order_idx" ON "locations_contact_detail_opening_hours" USING btree ("_order");
  CREATE INDEX "locations_contact_detail_opening_hours_parent_id_idx" ON "locations_contact_detail_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_special_hours_order_idx" ON "locations_special_hours" USING btree ("_order");
  CREATE INDEX "locations_special_hours_parent_id_idx" ON "locations_special_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_tenant_idx" ON "locations" USING btree ("tenant_id");
  CREATE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");
  CREATE INDEX "locations_image_idx" ON "locations" USING btree ("image_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE INDEX "locations_rels_order_idx" ON "locations_rels" USING btree ("order");
  CREATE INDEX "locations_rels_parent_idx" ON "locations_rels" USING btree ("parent_id");
  CREATE INDEX "locations_rels_path_idx" ON "locations_rels" USING btree ("path");
  CREATE INDEX "locations_rels_manufacturers_id_idx" ON "locations_rels" USING btree ("manufacturers_id");
  CREATE INDEX "locations_rels_locations_id_idx" ON "locations_rels" USING btree ("locations_id");
  CREATE INDEX "media_tenant_idx" ON "media" USING btree ("tenant_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumb_sizes_thumb_filename_idx" ON "media" USING btree ("sizes_thumb_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "pages_blocks_hero_links_order_idx" ON "pages_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_links_parent_id_idx" ON "pages_blocks_hero_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_promo_tiles_order_idx" ON "pages_blocks_promo_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_promo_tiles_parent_id_idx" ON "pages_blocks_promo_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_promo_tiles_path_idx" ON "pages_blocks_promo_tiles" USING btree ("_path");
  CREATE INDEX "pages_blocks_stats_banner_stats_order_idx" ON "pages_blocks_stats_banner_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_banner_stats_parent_id_idx" ON "pages_blocks_stats_banner_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_banner_order_idx" ON "pages_blocks_stats_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_banner_parent_id_idx" ON "pages_blocks_stats_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_banner_path_idx" ON "pages_blocks_stats_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_brands_grid_categories_order_idx" ON "pages_blocks_brands_grid_categories" USING btree ("order");
  CREATE INDEX "pages_blocks_brands_grid_categories_parent_idx" ON "pages_blocks_brands_grid_categories" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_brands_grid_order_idx" ON "pages_blocks_brands_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_brands_grid_parent_id_idx" ON "pages_blocks_brands_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brands_grid_path_idx" ON "pages_blocks_brands_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_links_order_idx" ON "pages_blocks_cta_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_links_parent_id_idx" ON "pages_blocks_cta_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_stock_search_car_types_order_idx" ON "pages_blocks_stock_search_car_types" USING btree ("order");
  CREATE INDEX "pages_blocks_stock_search_car_types_parent_idx" ON "pages_blocks_stock_search_car_types" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_stock_search_order_idx" ON "pages_blocks_stock_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_stock_search_parent_id_idx" ON "pages_blocks_stock_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stock_search_path_idx" ON "pages_blocks_stock_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_finance_calculator_order_idx" ON "pages_blocks_finance_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_finance_calculator_parent_id_idx" ON "pages_blocks_finance_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_finance_calculator_path_idx" ON "pages_blocks_finance_calculator" USING btree ("_path");
  CREATE INDEX "pages_blocks_enquiry_form_order_idx" ON "pages_blocks_enquiry_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_enquiry_form_parent_id_idx" ON "pages_blocks_enquiry_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_enquiry_form_path_idx" ON "pages_blocks_enquiry_form" USING btree ("_path");
  CREATE INDEX "pages_tenant_idx" ON "pages" USING btree ("tenant_id");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_promo_tiles_id_idx" ON "pages_rels" USING btree ("promo_tiles_id");
  CREATE INDEX "_pages_v_blocks_hero_links_order_idx" ON "_pages_v_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_links_parent_id_idx" ON "_pages_v_blocks_hero_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_promo_tiles_order_idx" ON "_pages_v_blocks_promo_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_promo_tiles_parent_id_idx" ON "_pages_v_blocks_promo_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_promo_tiles_path_idx" ON "_pages_v_blocks_promo_tiles" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stats_banner_stats_order_idx" ON "_pages_v_blocks_stats_banner_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_banner_stats_parent_id_idx" ON "_pages_v_blocks_stats_banner_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_banner_order_idx" ON "_pages_v_blocks_stats_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_banner_parent_id_idx" ON "_pages_v_blocks_stats_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_banner_path_idx" ON "_pages_v_blocks_stats_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_brands_grid_categories_order_idx" ON "_pages_v_blocks_brands_grid_categories" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_brands_grid_categories_parent_idx" ON "_pages_v_blocks_brands_grid_categories" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_brands_grid_order_idx" ON "_pages_v_blocks_brands_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brands_grid_parent_id_idx" ON "_pages_v_blocks_brands_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brands_grid_path_idx" ON "_pages_v_blocks_brands_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cta_links_order_idx" ON "_pages_v_blocks_cta_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_links_parent_id_idx" ON "_pages_v_blocks_cta_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_order_idx" ON "_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_parent_id_idx" ON "_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_path_idx" ON "_pages_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stock_search_car_types_order_idx" ON "_pages_v_blocks_stock_search_car_types" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_stock_search_car_types_parent_idx" ON "_pages_v_blocks_stock_search_car_types" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_stock_search_order_idx" ON "_pages_v_blocks_stock_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stock_search_parent_id_idx" ON "_pages_v_blocks_stock_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stock_search_path_idx" ON "_pages_v_blocks_stock_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_finance_calculator_order_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_finance_calculator_parent_id_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_finance_calculator_path_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_enquiry_form_order_idx" ON "_pages_v_blocks_enquiry_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_enquiry_form_parent_id_idx" ON "_pages_v_blocks_enquiry_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_enquiry_form_path_idx" ON "_pages_v_blocks_enquiry_form" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_tenant_idx" ON "_pages_v" USING btree ("version_tenant_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_promo_tiles_id_idx" ON "_pages_v_rels" USING btree ("promo_tiles_id");
  CREATE INDEX "promo_tiles_positions_order_idx" ON "promo_tiles_positions" USING btree ("_order");
  CREATE INDEX "promo_tiles_positions_parent_id_idx" ON "promo_tiles_positions" USING btree ("_parent_id");
  CREATE INDEX "promo_tiles_car_types_order_idx" ON "promo_tiles_car_types" USING btree ("order");
  CREATE INDEX "promo_tiles_car_types_parent_idx" ON "promo_tiles_car_types" USING btree ("parent_id");
  CREATE INDEX "promo_tiles_tenant_idx" ON "promo_tiles" USING btree ("tenant_id");
  CREATE INDEX "promo_tiles_image_idx" ON "promo_tiles" USING btree ("image_id");
  CREATE INDEX "promo_tiles_updated_at_idx" ON "promo_tiles" USING btree ("updated_at");
  CREATE INDEX "promo_tiles_created_at_idx" ON "promo_tiles" USING btree ("created_at");
  CREATE INDEX "popups_tenant_idx" ON "popups" USING btree ("tenant_id");
  CREATE INDEX "popups_image_idx" ON "popups" USING btree ("image_id");
  CREATE INDEX "popups_updated_at_idx" ON "popups" USING btree ("updated_at");
  CREATE INDEX "popups_created_at_idx" ON "popups" USING btree ("created_at");
  CREATE INDEX "banners_tenant_idx" ON "banners" USING btree ("tenant_id");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE INDEX "offers_tenant_idx" ON "offers" USING btree ("tenant_id");
  CREATE INDEX "offers_manufacturer_idx" ON "offers" USING btree ("manufacturer_id");
  CREATE INDEX "offers_image_idx" ON "offers" USING btree ("image_id");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE INDEX "legal_texts_tenant_idx" ON "legal_texts" USING btree ("tenant_id");
  CREATE INDEX "legal_texts_updated_at_idx" ON "legal_texts" USING btree ("updated_at");
  CREATE INDEX "legal_texts_created_at_idx" ON "legal_texts" USING btree ("created_at");
  CREATE INDEX "vehicles_tenant_idx" ON "vehicles" USING btree ("tenant_id");
  CREATE INDEX "vehicles_slug_idx" ON "vehicles" USING btree ("slug");
  CREATE INDEX "vehicles_stocknum_idx" ON "vehicles" USING btree ("stocknum");
  CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("status");
  CREATE INDEX "vehicles_car_type_idx" ON "vehicles" USING btree ("car_type");
  CREATE INDEX "vehicles_make_idx" ON "vehicles" USING btree ("make");
  CREATE INDEX "vehicles_show_on_dealer_website_idx" ON "vehicles" USING btree ("show_on_dealer_website");
  CREATE INDEX "vehicles_price_idx" ON "vehicles" USING btree ("price");
  CREATE INDEX "vehicles_location_idx" ON "vehicles" USING btree ("location_id");
  CREATE INDEX "vehicles_dealership_idx" ON "vehicles" USING btree ("dealership_id");
  CREATE INDEX "vehicles_updated_at_idx" ON "vehicles" USING btree ("updated_at");
  CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at");
  CREATE INDEX "brands_tenant_idx" ON "brands" USING btree ("tenant_id");
  CREATE INDEX "brands_slug_idx" ON "brands" USING btree ("slug");
  CREATE INDEX "brands_logo_idx" ON "brands" USING btree ("logo_id");
  CREATE INDEX "brands_banner_idx" ON "brands" USING btree ("banner_id");
  CREATE INDEX "brands_manufacturer_idx" ON "brands" USING btree ("manufacturer_id");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  CREATE UNIQUE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree ("name");
  CREATE INDEX "manufacturers_slug_idx" ON "manufacturers" USING btree ("slug");
  CREATE INDEX "manufacturers_updated_at_idx" ON "manufacturers" USING btree ("updated_at");
  CREATE INDEX "manufacturers_created_at_idx" ON "manufacturers" USING btree ("created_at");
  CREATE INDEX "navigation_header_children_order_idx" ON "navigation_header_children" USING btree ("_order");
  CREATE INDEX "navigation_header_children_parent_id_idx" ON "navigation_header_children" USING btree ("_parent_id");
  CREATE INDEX "navigation_header_order_idx" ON "navigation_header" USING btree ("_order");
  CREATE INDEX "navigation_header_parent_id_idx" ON "navigation_header" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_links_order_idx" ON "navigation_footer_links" USING btree ("_order");
  CREATE INDEX "navigation_footer_links_parent_id_idx" ON "navigation_footer_links" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_order_idx" ON "navigation_footer" USING btree ("_order");
  CREATE INDEX "navigation_footer_parent_id_idx" ON "navigation_footer" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_tenant_idx" ON "navigation" USING btree ("tenant_id");
  CREATE INDEX "navigation_updated_at_idx" ON "navigation" USING btree ("updated_at");
  CREATE INDEX "navigation_created_at_idx" ON "navigation" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_tenants_id_idx" ON "payload_locked_documents_rels" USING btree ("tenants_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_dealerships_id_idx" ON "payload_locked_documents_rels" USING btree ("dealerships_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_promo_tiles_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_tiles_id");
  CREATE INDEX "payload_locked_documents_rels_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("popups_id");
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_legal_texts_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_texts_id");
  CREATE INDEX "payload_locked_documents_rels_vehicles_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicles_id");
  CREATE INDEX "payload_locked_documents_rels_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("brands_id");
  CREATE INDEX "payload_locked_documents_rels_manufacturers_id_idx" ON "payload_locked_documents_rels" USING btree ("manufacturers_id");
  CREATE INDEX "payload_locked_documents_rels_navigation_id_idx" ON "payload_locked_documents_rels" USING btree ("navigation_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tenants_domains" CASCADE;
  DROP TABLE "tenants" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_tenants" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "dealerships" CASCADE;
  DROP TABLE "dealerships_rels" CASCADE;
  DROP TABLE "locations_contact_detail_opening_hours" CASCADE;
  DROP TABLE "locations_special_hours" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "pages_blocks_hero_links" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_promo_tiles" CASCADE;
  DROP TABLE "pages_blocks_stats_banner_stats" CASCADE;
  DROP TABLE "pages_blocks_stats_banner" CASCADE;
  DROP TABLE "pages_blocks_brands_grid_categories" CASCADE;
  DROP TABLE "pages_blocks_brands_grid" CASCADE;
  DROP TABLE "pages_blocks_cta_links" CASCADE;
  DROP TABLE "pages_blocks_cta" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_stock_search_car_types" CASCADE;
  DROP TABLE "pages_blocks_stock_search" CASCADE;
  DROP TABLE "pages_blocks_finance_calculator" CASCADE;
  DROP TABLE "pages_blocks_enquiry_form" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_links" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_promo_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_banner_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_brands_grid_categories" CASCADE;
  DROP TABLE "_pages_v_blocks_brands_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_cta_links" CASCADE;
  DROP TABLE "_pages_v_blocks_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_stock_search_car_types" CASCADE;
  DROP TABLE "_pages_v_blocks_stock_search" CASCADE;
  DROP TABLE "_pages_v_blocks_finance_calculator" CASCADE;
  DROP TABLE "_pages_v_blocks_enquiry_form" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "promo_tiles_positions" CASCADE;
  DROP TABLE "promo_tiles_car_types" CASCADE;
  DROP TABLE "promo_tiles" CASCADE;
  DROP TABLE "popups" CASCADE;
  DROP TABLE "banners" CASCADE;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "legal_texts" CASCADE;
  DROP TABLE "vehicles" CASCADE;
  DROP TABLE "brands" CASCADE;
  DROP TABLE "manufacturers" CASCADE;
  DROP TABLE "navigation_header_children" CASCADE;
  DROP TABLE "navigation_header" CASCADE;
  DROP TABLE "navigation_footer_links" CASCADE;
  DROP TABLE "navigation_footer" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_tenants_template";
  DROP TYPE "public"."enum_tenants_address_state";
  DROP TYPE "public"."enum_tenants_features_garage_enabled";
  DROP TYPE "public"."enum_tenants_features_watchlist";
  DROP TYPE "public"."enum_tenants_features_compare";
  DROP TYPE "public"."enum_tenants_features_reserve";
  DROP TYPE "public"."enum_tenants_features_buy_online";
  DROP TYPE "public"."enum_tenants_features_checkout_path";
  DROP TYPE "public"."enum_tenants_features_trade_in";
  DROP TYPE "public"."enum_tenants_features_subscriptions";
  DROP TYPE "public"."enum_tenants_features_group_stats";
  DROP TYPE "public"."enum_tenants_features_electric_tag";
  DROP TYPE "public"."enum_tenants_features_used_car_routes";
  DROP TYPE "public"."enum_tenants_gating_checkout";
  DROP TYPE "public"."enum_tenants_gating_finance";
  DROP TYPE "public"."enum_tenants_gating_spin_to_win";
  DROP TYPE "public"."enum_tenants_gating_trade_in";
  DROP TYPE "public"."enum_tenants_gating_sell_my_car";
  DROP TYPE "public"."enum_tenants_finance_calculator";
  DROP TYPE "public"."enum_tenants_finance_pre_approval";
  DROP TYPE "public"."enum_tenants_finance_quote_provider";
  DROP TYPE "public"."enum_tenants_finance_default_frequency";
  DROP TYPE "public"."enum_tenants_finance_round_up";
  DROP TYPE "public"."enum_tenants_finance_disclaimer_collapse";
  DROP TYPE "public"."enum_tenants_prices_visible";
  DROP TYPE "public"."enum_tenants_prices_price_sort_positive_only";
  DROP TYPE "public"."enum_tenants_phones_filter_by_car_type";
  DROP TYPE "public"."enum_tenants_phones_reveal_at_once";
  DROP TYPE "public"."enum_tenants_forms_enquiry_message_required";
  DROP TYPE "public"."enum_tenants_forms_terms_required";
  DROP TYPE "public"."enum_tenants_forms_enquire_button_text";
  DROP TYPE "public"."enum_tenants_share_hide_twitter";
  DROP TYPE "public"."enum_tenants_share_copy_toast";
  DROP TYPE "public"."enum_tenants_hours_closed_as_by_appointment";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_locations_contact_detail_opening_hours_status";
  DROP TYPE "public"."enum_locations_special_hours_status";
  DROP TYPE "public"."enum_locations_location_type";
  DROP TYPE "public"."enum_pages_blocks_brands_grid_categories";
  DROP TYPE "public"."enum_pages_blocks_stock_search_car_types";
  DROP TYPE "public"."enum_pages_blocks_enquiry_form_category";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_brands_grid_categories";
  DROP TYPE "public"."enum__pages_v_blocks_stock_search_car_types";
  DROP TYPE "public"."enum__pages_v_blocks_enquiry_form_category";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_promo_tiles_car_types";
  DROP TYPE "public"."enum_banners_placement";
  DROP TYPE "public"."enum_offers_category";
  DROP TYPE "public"."enum_legal_texts_kind";
  DROP TYPE "public"."enum_vehicles_status";
  DROP TYPE "public"."enum_vehicles_car_type";
  DROP TYPE "public"."enum_vehicles_item_type";
  DROP TYPE "public"."enum_vehicles_price_type";
  DROP TYPE "public"."enum_brands_category";`)
}
