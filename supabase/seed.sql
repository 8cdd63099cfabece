-- Demo content for a fresh database: prices, discount codes, agents and their
-- property showcases, the blog and the portfolio. Every person, phone number
-- (555-01xx) and email address (example.com) here is fictional; places are
-- real New Jersey municipalities. Media paths are storage paths
-- (/storage/v1/object/public/<bucket>/...) that the app prefixes with the
-- Supabase URL. Runs once, on an empty database.

-- Prices --------------------------------------------------------------------
-- Tiers by living area: under_1500, 1500_to_2500 (also unknown size), over_2500.

insert into public.service_pricing (service_id, service_name, tier_name, price, description)
select s.service_id, s.service_name, t.tier_name, t.price, s.description
from (
  values
    ('appraisal', 'Residential Appraisal',
     'USPAP-compliant appraisal of a single-family home, condo, townhome or 2-4 unit property, report within 3 business days of the inspection.',
     450.00, 500.00, 575.00),
    ('basic-photography', 'Basic Photography Package',
     '25-40 professionally edited HDR photos plus a single-property showcase page.',
     249.00, 299.00, 349.00),
    ('premium-photography', 'Premium Photography Package',
     'Professional photos, aerial drone photos and a measured 2D floor plan.',
     399.00, 449.00, 529.00),
    ('ultimate-photography', 'Ultimate Photography Package',
     'Photos, aerials, floor plans, a 3D virtual tour, a cinematic walkthrough video and a showcase page.',
     649.00, 749.00, 899.00),
    ('professional-photography', 'Professional Photography',
     '25-40 edited HDR interior and exterior photos, delivered in 2-3 business days.',
     200.00, 250.00, 325.00),
    ('aerial-photography', 'Aerial Photography',
     '10-15 drone photos of the home, lot and neighbourhood by an FAA Part 107 certified pilot.',
     200.00, 225.00, 275.00),
    ('floor-plans', 'Floor Plans',
     'Measured 2D floor plans of every level with room dimensions, as images and PDF.',
     125.00, 165.00, 225.00),
    ('virtual-tours', 'Virtual Tours',
     'An interactive 3D walkthrough buyers can explore from any device.',
     300.00, 350.00, 450.00),
    ('real-estate-videography', 'Real Estate Videography',
     'A 60-120 second walkthrough video with music, ready for listings and social media.',
     400.00, 475.00, 575.00),
    ('property-showcase', 'Property Showcase',
     'A branded single-property web page with every photo, video, floor plan and tour, to share with buyers.',
     150.00, 175.00, 200.00)
) as s(service_id, service_name, description, under_1500, from_1500_to_2500, over_2500)
cross join lateral (
  values ('under_1500', s.under_1500), ('1500_to_2500', s.from_1500_to_2500), ('over_2500', s.over_2500)
) as t(tier_name, price);

-- Discount codes ------------------------------------------------------------

insert into public.discount_codes (code, discount_type, value, description, is_active, valid_from, valid_until) values
  ('SPRING10', 'percentage', 10, '10% off any appraisal or photography service', true, '2025-01-01 00:00-05', null),
  ('SAVE50', 'fixed_amount', 50, '$50 off your first order', true, '2025-01-01 00:00-05', '2030-12-31 23:59-05'),
  ('HOLIDAY25', 'percentage', 25, 'Holiday 2024 promotion: 25% off photography packages', true, '2024-11-25 00:00-05', '2024-12-31 23:59-05'),
  ('AGENT15', 'percentage', 15, 'Former agent partner discount, retired', false, '2024-03-01 00:00-05', null);

-- Agents and property showcases ------------------------------------------------

insert into public.agents
  (name, phone, email, headshot_url, facebook, instagram, x, linkedin, youtube, pinterest, brokerage_name, brokerage_logo_url)
values
  ('Dana Whitfield', '(908) 555-0142', 'dana.whitfield@example.com',
   '/storage/v1/object/public/agent-media/dana-whitfield/headshot.webp',
   'https://www.facebook.com/example.danawhitfield', 'https://www.instagram.com/example.danawhitfield', null,
   'https://www.linkedin.com/in/example-dana-whitfield', null, null,
   'Raritan Valley Realty Group', '/storage/v1/object/public/agent-media/raritan-valley-realty-group/logo.webp'),
  ('Marcus Ortega', '(201) 555-0117', 'marcus.ortega@example.com',
   '/storage/v1/object/public/agent-media/marcus-ortega/headshot.webp',
   'https://www.facebook.com/example.marcusortega', 'https://www.instagram.com/example.marcusortega',
   'https://x.com/example_mortega', 'https://www.linkedin.com/in/example-marcus-ortega',
   'https://www.youtube.com/@example-marcusortega', null,
   'Palisades Premier Properties', '/storage/v1/object/public/agent-media/palisades-premier-properties/logo.webp'),
  ('Priya Raman', '(973) 555-0163', 'priya.raman@example.com',
   '/storage/v1/object/public/agent-media/priya-raman/headshot.webp',
   null, 'https://www.instagram.com/example.priyaraman', null,
   'https://www.linkedin.com/in/example-priya-raman', null, 'https://www.pinterest.com/example_priyaraman',
   'Morris Hills Realty', '/storage/v1/object/public/agent-media/morris-hills-realty/logo.webp'),
  ('Colleen Brennan', '(732) 555-0128', 'colleen.brennan@example.com',
   '/storage/v1/object/public/agent-media/colleen-brennan/headshot.webp',
   'https://www.facebook.com/example.colleenbrennan', 'https://www.instagram.com/example.colleenbrennan', null, null,
   'https://www.youtube.com/@example-colleenbrennan', null,
   'Shore Point Realty', '/storage/v1/object/public/agent-media/shore-point-realty/logo.webp'),
  ('Tomasz Nowicki', '(609) 555-0184', 'tomasz.nowicki@example.com',
   null,
   null, null, null, 'https://www.linkedin.com/in/example-tomasz-nowicki', null, null,
   'Garden State Home Partners', '/storage/v1/object/public/agent-media/garden-state-home-partners/logo.webp'),
  -- Has only a private showcase, so visitors never see this agent.
  ('Elena Marquez', '(973) 555-0199', 'elena.marquez@example.com',
   '/storage/v1/object/public/agent-media/elena-marquez/headshot.webp',
   null, 'https://www.instagram.com/example.elenamarquez', null, null, null, null,
   'Skylands Country Realty', '/storage/v1/object/public/agent-media/skylands-country-realty/logo.webp');

-- Media lists are built from counts so the has_ flags always match them:
-- /storage/v1/object/public/showcase-media/<slug>/photo-<n>.webp and so on.
-- Locally these files are drawn at set-up (supabase/local/demo-media/catalog.ts
-- lists them and their sizes); keep its counts in step with the rows below.
insert into public.property_showcases (
  slug, agent_id, property_address, property_city, property_state, property_zip,
  bedrooms, bathrooms, sqft, acreage, year_built, block, lot, qual, tax_assessment, tax_assessment_year,
  is_public, primary_photo_url, primary_photos_urls, photos_urls, video_urls,
  floorplan_image_urls, floorplan_pdf_urls, matterport_urls, aerial_urls,
  has_photos, has_videos, has_floorplans, has_matterport, has_aerial, created_at, updated_at
)
select
  v.slug,
  agent.id,
  v.address, v.city, 'NJ', v.zip,
  v.bedrooms, v.bathrooms, v.sqft, v.acreage, v.year_built, v.block, v.lot, v.qual, v.tax_assessment, v.tax_assessment_year,
  v.is_public,
  format('/storage/v1/object/public/showcase-media/%s/photo-1.webp', v.slug),
  array(select format('/storage/v1/object/public/showcase-media/%s/photo-%s.webp', v.slug, n) from generate_series(1, least(3, v.photos)) as n),
  array(select format('/storage/v1/object/public/showcase-media/%s/photo-%s.webp', v.slug, n) from generate_series(1, v.photos) as n),
  -- Videos are hosted on YouTube; the id is derived from the slug, so every run seeds the same links.
  array(select format('https://www.youtube.com/watch?v=%s', substr(md5(format('%s/video-%s', v.slug, n)), 1, 11)) from generate_series(1, v.videos) as n),
  array(select format('/storage/v1/object/public/showcase-media/%s/floorplan-%s.webp', v.slug, n) from generate_series(1, v.floorplans) as n),
  array(select format('/storage/v1/object/public/showcase-media/%s/floorplan.pdf', v.slug) from generate_series(1, least(1, v.floorplans)) as n),
  case when v.tour_id is null then '{}'::text[] else array[format('https://my.matterport.com/show/?m=%s', v.tour_id)] end,
  array(select format('/storage/v1/object/public/showcase-media/%s/aerial-%s.webp', v.slug, n) from generate_series(1, v.aerials) as n),
  v.photos > 0, v.videos > 0, v.floorplans > 0, v.tour_id is not null, v.aerials > 0,
  v.created_at, v.created_at
from (
  values
    ('14-old-mill-road-tewksbury', 'dana.whitfield@example.com', '14 Old Mill Rd', 'Oldwick', '08858',
     4, 3.5, 3420, 5.12, 1987, '44', '7.02', null, 812300.00, 2025, true,
     14, 1, 2, 'xT4kQm8RbZp', 5, timestamptz '2025-04-22 10:00-04'),
    ('27-kingsland-terrace-ridgewood', 'marcus.ortega@example.com', '27 Kingsland Ter', 'Ridgewood', '07450',
     4, 2.5, 2610, 0.23, 1926, '3712', '18', null, 689400.00, 2025, true,
     12, 1, 2, null, 0, timestamptz '2025-06-09 09:30-04'),
    ('8-fox-chase-lane-mendham', 'priya.raman@example.com', '8 Fox Chase Ln', 'Mendham', '07945',
     5, 4.5, 4850, 3.40, 2002, '127', '9', null, 1384500.00, 2025, true,
     18, 2, 3, 'Lw9cVn2HyQe', 6, timestamptz '2025-08-18 11:15-04'),
    ('61-riverside-avenue-red-bank', 'colleen.brennan@example.com', '61 Riverside Ave', 'Red Bank', '07701',
     3, 2.0, 1780, 0.14, 1910, '12', '4', null, 574800.00, 2025, true,
     10, 1, 1, null, 3, timestamptz '2025-10-02 14:00-04'),
    ('45-hunt-drive-princeton', 'tomasz.nowicki@example.com', '45 Hunt Dr', 'Princeton', '08540',
     4, 3.0, 3050, 1.02, 1965, '6402', '31', null, 1012700.00, 2026, true,
     16, 1, 2, 'Rk3pTd7WsMa', 4, timestamptz '2026-02-11 10:45-05'),
    ('119-main-street-flemington', 'dana.whitfield@example.com', '119 Main St', 'Flemington', '08822',
     3, 1.5, 1540, 0.18, 1890, '9', '22', null, 318600.00, 2026, true,
     9, 0, 1, null, 0, timestamptz '2026-04-27 09:00-04'),
    ('22-cherry-lane-westfield', 'marcus.ortega@example.com', '22 Cherry Ln', 'Westfield', '07090',
     4, 3.5, 2980, 0.29, 1938, '2510', '14', null, 301200.00, 2026, true,
     15, 1, 2, 'Hn6bXe4LqVt', 3, timestamptz '2026-07-14 13:30-04'),
    -- Not public yet: visitors must never see it or its agent.
    ('5-lake-shore-drive-sparta', 'elena.marquez@example.com', '5 Lake Shore Dr', 'Sparta', '07871',
     3, 2.5, 2240, 0.61, 1974, '19.03', '11', null, 402900.00, 2026, false,
     11, 1, 1, null, 4, timestamptz '2026-10-05 15:00-04')
) as v(slug, agent_email, address, city, zip,
       bedrooms, bathrooms, sqft, acreage, year_built, block, lot, qual, tax_assessment, tax_assessment_year, is_public,
       photos, videos, floorplans, tour_id, aerials, created_at)
join public.agents as agent on agent.email = v.agent_email;

-- Portfolio -----------------------------------------------------------------

insert into public.gallery_collections
  (title, location, description, service_type, property_type, featured, cover_image, media_items, created_at, updated_at)
select
  v.title, v.location, v.description, v.service_type, v.property_type, v.featured,
  format('/storage/v1/object/public/gallery/%s/cover.webp', v.folder),
  coalesce(
    (select jsonb_agg(jsonb_build_object(
               'type', 'image',
               'url', format('/storage/v1/object/public/gallery/%s/image-%s.webp', v.folder, n),
               'name', format('%s %s', v.image_label, n)) order by n)
       from generate_series(1, v.images) as n),
    '[]'::jsonb)
  || coalesce(
    (select jsonb_agg(jsonb_build_object(
               'type', 'video',
               'url', format('https://www.youtube.com/watch?v=%s', substr(md5(format('%s/video-%s', v.folder, n)), 1, 11)),
               'name', format('Walkthrough video %s', n)) order by n)
       from generate_series(1, v.videos) as n),
    '[]'::jsonb)
  || case when v.tour_id is null then '[]'::jsonb else jsonb_build_array(jsonb_build_object(
       'type', 'iframe',
       'url', format('https://my.matterport.com/show/?m=%s', v.tour_id),
       'name', '3D virtual tour')) end,
  v.created_at, v.created_at
from (
  values
    ('Stone Farmhouse on Five Acres', 'Tewksbury Township, NJ',
     'Bright interiors and golden-hour exteriors of a restored 1840s stone farmhouse in the Oldwick countryside.',
     'photography', 'single_family', true, 'tewksbury-stone-farmhouse', 'Photo', 12, 0, null, timestamptz '2025-03-18 10:00-04'),
    ('Ridgewood Tudor at Twilight', 'Ridgewood, NJ',
     'A twilight exterior series and warm interiors for a 1920s Tudor near the village centre.',
     'real_estate_photography', 'single_family', false, 'ridgewood-tudor-twilight', 'Photo', 10, 0, null, timestamptz '2025-05-02 10:00-04'),
    ('Hunterdon Horse Farm from Above', 'Readington Township, NJ',
     'Drone views of a 38-acre equestrian property: paddocks, barn, riding ring and the Round Valley ridge beyond.',
     'aerial', 'farm', true, 'readington-horse-farm-aerial', 'Aerial view', 8, 0, null, timestamptz '2025-06-24 10:00-04'),
    ('Lakefront Living on Lake Hopatcong', 'Jefferson Township, NJ',
     'Aerial photos showing the dock, shoreline and how close this lake house sits to open water.',
     'drone_photography', 'waterfront', false, 'lake-hopatcong-lakefront', 'Aerial view', 7, 0, null, timestamptz '2025-08-12 10:00-04'),
    ('Hoboken Condo Floor Plans', 'Hoboken, NJ',
     'Measured floor plans for a two-bedroom brownstone condominium, with room dimensions and total living area.',
     'floorplans', 'condo', false, 'hoboken-condo-floor-plans', 'Floor plan', 3, 0, null, timestamptz '2025-09-09 10:00-04'),
    ('Center-Hall Colonial Floor Plan Set', 'Princeton, NJ',
     'First floor, second floor and finished basement plans for a 3,000 sq ft colonial.',
     'floor_plans', 'single_family', false, 'princeton-colonial-floor-plans', 'Floor plan', 3, 0, null, timestamptz '2025-11-04 10:00-05'),
    ('Victorian Walkthrough Video', 'Red Bank, NJ',
     'A two-minute cinematic walkthrough of a restored Victorian a few blocks from the Navesink River.',
     'video', 'single_family', true, 'red-bank-victorian-video', 'Still', 4, 1, null, timestamptz '2026-01-13 10:00-05'),
    ('Montclair Craftsman 3D Tour', 'Montclair, NJ',
     'An interactive 3D tour of a 1915 Craftsman, with photos of its original woodwork.',
     'virtual_tour', 'single_family', false, 'montclair-craftsman-3d-tour', 'Photo', 6, 0, 'Zp2mWc8NfKr', timestamptz '2026-03-03 10:00-05'),
    ('Morristown Office Suite', 'Morristown, NJ',
     'Interior photography of a renovated second-floor professional office on the Green.',
     'photography', 'commercial', false, 'morristown-office-suite', 'Photo', 8, 0, null, timestamptz '2026-05-19 10:00-04'),
    ('Jersey City Loft Video Tour', 'Jersey City, NJ',
     'Video and photos of a converted warehouse loft with Manhattan skyline views.',
     'video_tour', 'condo', false, 'jersey-city-loft-video', 'Still', 5, 1, null, timestamptz '2026-07-07 10:00-04'),
    ('Spring Lake Shore Home Aerials', 'Spring Lake, NJ',
     'Aerial photos placing a shore colonial two blocks from the boardwalk and the ocean.',
     'aerial_photography', 'single_family', true, 'spring-lake-shore-aerials', 'Aerial view', 6, 0, null, timestamptz '2026-09-15 10:00-04')
) as v(title, location, description, service_type, property_type, featured, folder, image_label, images, videos, tour_id, created_at);

-- Blog ------------------------------------------------------------------------

insert into public.blog_categories (name, slug) values
  ('Market Analysis', 'market-analysis'),
  ('Homeowner Tips', 'homeowner-tips'),
  ('Photography Tips', 'photography-tips'),
  ('Industry Standards', 'industry-standards'),
  ('Financial Tips', 'financial-tips'),
  ('Technology', 'technology'),
  ('History', 'history');

insert into public.blog_posts
  (title, slug, category_id, excerpt, content, featured_image, video_url, published, read_time, meta_title, meta_description, created_at, updated_at)
select
  v.title, v.slug, category.id, v.excerpt, v.content,
  format('/storage/v1/object/public/blog-images/%s.webp', v.slug),
  v.video_url, v.published, v.read_time,
  v.title, v.excerpt,
  v.created_at, v.created_at
from (
  values

('What to Expect From Your Home Appraisal Inspection',
 'what-to-expect-from-your-home-appraisal-inspection', 'homeowner-tips',
 'How long the visit takes, what the appraiser looks at, and what happens between the inspection and the report.',
 $html$
<p>Whether you are buying, refinancing or settling an estate, the appraisal inspection is the one part of the process you can see. It is shorter and less intrusive than most homeowners expect.</p>
<h2>How long it takes</h2>
<p>For a typical single-family home the inspection takes <strong>30 to 60 minutes</strong>. Larger homes, multi-family properties and homes with outbuildings take longer. You do not need to be there the whole time, but someone must let the appraiser in and every area must be accessible.</p>
<h2>What the appraiser looks at</h2>
<ul>
  <li><strong>Size and layout:</strong> the exterior is measured to calculate gross living area, and every room is noted.</li>
  <li><strong>Condition and quality:</strong> finishes, kitchens, bathrooms, roof, windows, heating and cooling systems.</li>
  <li><strong>Updates:</strong> a renovated kitchen or a new roof affects value; have the dates and costs handy.</li>
  <li><strong>The site:</strong> lot size, topography, views, driveway, garage and anything unusual such as a stream or an easement.</li>
  <li><strong>Health and safety items:</strong> missing handrails, exposed wiring or peeling paint in a pre-1978 home can delay a loan.</li>
</ul>
<h2>What happens next</h2>
<p>After the visit the appraiser researches recent comparable sales, adjusts them for their differences from your home and reconciles them into an opinion of market value. Our reports are delivered within <strong>3 business days</strong> of the inspection.</p>
<h2>Questions we hear most</h2>
<p><em>Should I follow the appraiser around?</em> You are welcome to, but it is not necessary. A short list of improvements and a few words about the neighbourhood are more useful than a tour.</p>
<p><em>Can I see the report?</em> If the appraisal is for a mortgage, your lender must give you a copy. If you ordered it yourself, the report is yours.</p>
$html$,
 'https://www.youtube.com/watch?v=q7Xb2LmN4aE', true, 6, timestamptz '2025-01-14 09:00-05'),

('How to Prepare Your Home for an Appraisal: A New Jersey Checklist',
 'how-to-prepare-your-home-for-an-appraisal', 'homeowner-tips',
 'Simple things to do in the week before the appraiser arrives, and the paperwork that helps your value.',
 $html$
<p>An appraiser values the house, not the housekeeping, but preparation still matters. A home that is easy to inspect, with its improvements documented, gets a report that reflects everything it has to offer.</p>
<h2>The week before</h2>
<ul>
  <li>Make sure every room, the attic hatch, the basement, the crawl space and the garage can be reached.</li>
  <li>Finish small repairs: a dripping faucet, a cracked outlet cover, a missing smoke detector.</li>
  <li>Test smoke and carbon monoxide detectors. New Jersey requires both in most homes when they are sold.</li>
  <li>Trim shrubs that hide the foundation or siding, and clear the path to the oil tank or utility meters.</li>
</ul>
<h2>Paperwork that helps</h2>
<ol>
  <li>A list of improvements with dates and approximate costs: roof, windows, kitchen, baths, HVAC, water heater.</li>
  <li>Permits and certificates of occupancy for additions, finished basements and decks.</li>
  <li>Septic inspection and well water test results, common in Hunterdon, Sussex, Warren and western Morris County.</li>
  <li>Your survey, if you have one, especially for larger or irregular lots.</li>
  <li>For a condominium: the association's name, monthly fees and what they cover.</li>
</ol>
<h2>What not to worry about</h2>
<p>Clutter, unmade beds and the colour of the living room do not change an appraisal. Staging helps photos and showings; the appraiser looks past it.</p>
<h2>If you are refinancing</h2>
<p>Tell the appraiser about anything that is not obvious from a walk-through, such as a new septic system or a solar array you own outright. Leased solar panels are not part of the real estate and are not added to the value.</p>
$html$,
 null, true, 7, timestamptz '2025-03-04 09:00-05'),

('Appealing Your New Jersey Property Tax Assessment',
 'appealing-your-new-jersey-property-tax-assessment', 'financial-tips',
 'Deadlines, the Chapter 123 test, and how an independent appraisal supports a tax appeal in New Jersey.',
 $html$
<p>New Jersey homeowners pay some of the highest property taxes in the country, so an assessment that is too high is worth checking. Each year's assessment can be appealed, but only within a short window.</p>
<h2>The deadline</h2>
<p>Appeals to the county board of taxation are due by <strong>April 1</strong>, or 45 days after the municipality mails its assessment notices if that is later. In a town that has just completed a revaluation or reassessment the deadline is <strong>May 1</strong>. Properties assessed above $1 million may go directly to the Tax Court of New Jersey.</p>
<h2>Is my assessment too high?</h2>
<p>Assessments are rarely 100% of market value. Every municipality has an average ratio of assessed to true value, published by the state. Under the <strong>Chapter 123</strong> rule, if your assessment divided by your home's market value falls within 15% of that average ratio (the "common level range"), the assessment stands. Only when it falls outside that range does the board adjust it.</p>
<p>To run the test you need one number you cannot look up: what your home was worth on October 1 of the year before the tax year. That is where an appraisal comes in.</p>
<h2>What a tax appeal appraisal includes</h2>
<ul>
  <li>Comparable sales from around the October 1 valuation date, not today's market.</li>
  <li>A clear explanation of adjustments the board can follow.</li>
  <li>Attention to issues that reduce value: traffic, flood zones, deferred maintenance, functional problems.</li>
</ul>
<h2>Tips for the hearing</h2>
<ol>
  <li>File on time; a strong case filed late is dismissed.</li>
  <li>Bring copies of the appraisal for the board and the municipality.</li>
  <li>Keep it factual. Boards respond to evidence about value, not to the size of the tax bill.</li>
</ol>
$html$,
 null, true, 8, timestamptz '2025-02-10 09:00-05'),

('USPAP Explained: The Rules Behind Every Appraisal',
 'uspap-explained-the-rules-behind-every-appraisal', 'industry-standards',
 'What the Uniform Standards of Professional Appraisal Practice require, and why it matters to you as a client.',
 $html$
<p>Every licensed or certified appraiser in the United States works under the <strong>Uniform Standards of Professional Appraisal Practice (USPAP)</strong>, published by the Appraisal Standards Board of The Appraisal Foundation. Federal law requires USPAP for appraisals in federally related mortgage transactions, and New Jersey's State Board of Real Estate Appraisers holds its licensees to it.</p>
<h2>The rules that protect you</h2>
<ul>
  <li><strong>Ethics:</strong> an appraiser must be impartial and objective. Fees may not depend on reaching a particular value.</li>
  <li><strong>Competency:</strong> an appraiser must have the knowledge and experience for the property type and market, or acquire it and disclose how.</li>
  <li><strong>Scope of work:</strong> the research and analysis must be enough to produce credible results for the intended use.</li>
  <li><strong>Record keeping:</strong> the appraiser keeps a workfile supporting every report for at least five years.</li>
</ul>
<h2>What a USPAP-compliant report tells you</h2>
<p>A compliant report states its intended use and users, the effective date of value, the type of value (usually market value), any extraordinary assumptions, and a certification signed by the appraiser. If a lender, attorney or court relies on the report, those statements are what make it defensible.</p>
<h2>Why "just a number" is not an appraisal</h2>
<p>Automated estimates and broker price opinions can be useful, but they are not appraisals under USPAP. For a divorce, an estate, a tax appeal or litigation, you need a report that shows its work and an appraiser who can stand behind it.</p>
$html$,
 null, true, 5, timestamptz '2025-04-08 09:00-04'),

('Getting Your Home Camera-Ready: A Room-by-Room Photo Checklist',
 'getting-your-home-camera-ready', 'photography-tips',
 'Listing photos are the first showing. Here is how to prepare each room the day before the photographer arrives.',
 $html$
<p>Most buyers see your home online long before they walk through the door. A few hours of preparation makes the difference between photos that look lived-in and photos that look like a listing.</p>
<h2>Everywhere</h2>
<ul>
  <li>Turn on every light and replace burnt-out or mismatched bulbs.</li>
  <li>Open blinds and curtains; we balance window light in editing.</li>
  <li>Hide cords, chargers, remotes, pet bowls and personal photos.</li>
  <li>Turn off ceiling fans and televisions.</li>
</ul>
<h2>Kitchen</h2>
<p>Clear the counters almost completely: a bowl of fruit or a cutting board is enough. Remove magnets and papers from the refrigerator and put dish soap and sponges under the sink.</p>
<h2>Bathrooms</h2>
<p>Close toilet lids, remove toiletries from the tub and vanity, and hang matching towels. Take the bath mat out of the frame.</p>
<h2>Bedrooms</h2>
<p>Make beds with neutral bedding and smooth the covers. Clear nightstands down to a lamp. Close closet doors.</p>
<h2>Outside</h2>
<ol>
  <li>Move cars out of the driveway and away from the front of the house.</li>
  <li>Put away hoses, trash cans, toys and yard tools.</li>
  <li>Mow the lawn a day or two before the shoot, and sweep the walkway and porch.</li>
</ol>
<p>Planning aerial or twilight photos? Ask us about timing: a clear late afternoon gives the best light over New Jersey's tree canopy.</p>
$html$,
 'https://www.youtube.com/watch?v=Vd3kPz8sQwL', true, 5, timestamptz '2025-05-06 09:00-04'),

('Removing PMI: How a New Appraisal Can Lower Your Monthly Payment',
 'removing-pmi-with-a-new-appraisal', 'financial-tips',
 'If your home has gained value, private mortgage insurance may be costing you money you no longer owe.',
 $html$
<p>Private mortgage insurance (PMI) protects the lender, not you, when a conventional loan starts with less than 20% down. It can add a hundred dollars or more to a monthly payment. Rising New Jersey home values mean many owners reach the equity needed to drop it years early.</p>
<h2>The rules in brief</h2>
<ul>
  <li>Under the federal Homeowners Protection Act you may ask to cancel PMI once your balance reaches <strong>80%</strong> of the home's original value.</li>
  <li>PMI ends automatically when the balance is scheduled to reach <strong>78%</strong> of the original value, that is, 22% equity.</li>
  <li>Many lenders will also cancel based on the <strong>current</strong> value. A new appraisal is how you show it. Some require 75% loan-to-value if the loan is only a few years old.</li>
</ul>
<h2>Step by step</h2>
<ol>
  <li>Call your loan servicer and ask for its PMI removal requirements in writing.</li>
  <li>Check your payment history: most servicers require no late payments in the past year.</li>
  <li>Order the appraisal the servicer specifies; some order it themselves, others accept one from an approved appraiser.</li>
  <li>Submit the request with the appraisal and follow up until the PMI line disappears from your statement.</li>
</ol>
<h2>FHA loans are different</h2>
<p>FHA mortgage insurance does not follow these rules. For FHA loans originated after June 2013 with less than 10% down, the insurance generally lasts for the life of the loan; the usual way out is refinancing into a conventional loan.</p>
$html$,
 null, true, 6, timestamptz '2025-06-17 09:00-04'),

('Northern New Jersey Housing Market: Low Inventory and Appraisal Gaps',
 'northern-new-jersey-market-low-inventory-appraisal-gaps', 'market-analysis',
 'Why competing offers can outrun appraised values, and what buyers and sellers can do about it.',
 $html$
<p>Across Bergen, Essex, Morris and Union counties, the story of the past few years has been the same: too few homes for sale and plenty of buyers. Well-priced homes draw multiple offers, and winning bids often land above the asking price.</p>
<h2>What an appraisal gap is</h2>
<p>An appraisal reflects what comparable homes have actually sold for. When a bidding war pushes a contract price above those sales, the appraised value can come in lower. The difference is the <strong>appraisal gap</strong>, and a lender will only lend against the lower figure.</p>
<h2>For buyers</h2>
<ul>
  <li>Know your cash limit before you write an appraisal gap clause into an offer.</li>
  <li>Ask your agent which recent sales support the price; those are the sales the appraiser will weigh.</li>
  <li>If the value comes in low, your lender can submit a reconsideration of value with sales the appraiser may not have considered.</li>
</ul>
<h2>For sellers</h2>
<ul>
  <li>A pre-listing appraisal grounds your asking price in evidence and anticipates the buyer's appraisal.</li>
  <li>Document upgrades; an appraiser cannot credit a new roof or kitchen nobody mentioned.</li>
  <li>Great photos attract buyers, but the appraisal follows the sales: price to the market, and let competition do the rest.</li>
</ul>
<h2>Local differences matter</h2>
<p>A commuter town on a direct train line to Manhattan and a rural township twenty miles west can move very differently in the same year. Appraisers who work these markets daily know where the lines fall.</p>
$html$,
 'https://www.youtube.com/watch?v=Hm8rTq2VxYc', true, 6, timestamptz '2025-07-29 09:00-04'),

('Why Your Lender Orders the Appraisal: Appraisal Independence Explained',
 'appraisal-independence-explained', 'industry-standards',
 'Why you cannot pick the appraiser for your mortgage, who can talk to the appraiser, and your right to a copy.',
 $html$
<p>Buyers are often surprised that they pay for the appraisal but cannot choose the appraiser. That is by design. Since the 2008 financial crisis, federal appraisal independence rules keep the people who profit from a loan away from the person who values the collateral.</p>
<h2>How it works</h2>
<ul>
  <li>The lender, usually through an appraisal management company, selects and engages the appraiser.</li>
  <li>Loan officers, agents and borrowers may not pressure an appraiser to reach a value or pick one for hitting numbers.</li>
  <li>Appraisers must be paid a customary and reasonable fee for the market.</li>
</ul>
<h2>What you can do</h2>
<p>You may give the appraiser facts: a list of improvements, a survey, or recent sales you know about. Your agent can provide the contract and comparable sales. What nobody may do is suggest the number the appraisal needs to reach.</p>
<h2>Your right to a copy</h2>
<p>For a first-lien mortgage on a home, the lender must give you a copy of every appraisal promptly, and no later than three business days before closing.</p>
<h2>When you order the appraisal yourself</h2>
<p>For an estate, a divorce, a tax appeal, a pre-listing valuation or PMI removal with some servicers, you are the client. You choose the appraiser, and the report is prepared for you.</p>
$html$,
 null, true, 5, timestamptz '2025-09-23 09:00-04'),

('Drone Photography for Large Lots and Rural Properties',
 'drone-photography-for-large-lots-and-rural-properties', 'photography-tips',
 'When aerial photos sell a property, and the rules a licensed drone pilot follows in New Jersey airspace.',
 $html$
<p>From the ground, a ten-acre Hunterdon property looks like a house and a lawn. From two hundred feet it is a house, a bank barn, a pond, a fenced paddock and a tree line that guarantees privacy. Aerial photography shows buyers what they would otherwise have to drive out to see.</p>
<h2>Properties that benefit most</h2>
<ul>
  <li>Homes on an acre or more, farms and equestrian properties.</li>
  <li>Lake and waterfront homes, where distance to the water is the selling point.</li>
  <li>Homes near amenities: a downtown, a park, a train station or the beach.</li>
  <li>Land, where there is no house to photograph at all.</li>
</ul>
<h2>Flying legally</h2>
<p>Commercial drone work requires an FAA Part 107 Remote Pilot Certificate. Much of northern New Jersey sits in controlled airspace around Newark Liberty, Teterboro and Morristown airports, where a flight needs authorization, usually granted through the FAA's LAANC system. Flights stay below 400 feet above ground and within the pilot's line of sight.</p>
<h2>Getting the best shots</h2>
<ol>
  <li>Schedule for late spring through early fall, when lawns and trees are green.</li>
  <li>Ask neighbours to expect a short flight; it is good manners and avoids surprises.</li>
  <li>Pair aerials with ground photos and a floor plan so buyers understand the whole property.</li>
</ol>
$html$,
 null, true, 5, timestamptz '2025-10-14 09:00-04'),

('Reading the Age of a New Jersey House: From Stone Farmhouses to Split-Levels',
 'reading-the-age-of-a-new-jersey-house', 'history',
 'Three centuries of New Jersey houses, how to recognise them, and what their age means for an appraisal.',
 $html$
<p>New Jersey's housing stock is a timeline you can drive through. Knowing a house's era helps explain its layout, its quirks and how an appraiser compares it with its neighbours.</p>
<h2>Colonial and early republic</h2>
<p>Bergen and Passaic counties still have Jersey Dutch sandstone houses from the 1700s, with their low, broad gambrel roofs. In Hunterdon and Somerset, fieldstone farmhouses and bank barns date from the same century and the early 1800s.</p>
<h2>Victorian towns</h2>
<p>The railroad brought Italianate, Second Empire and Queen Anne houses to towns like Flemington, Morristown, Montclair and Red Bank. Expect tall ceilings, large windows and porches, and often upgraded but original systems.</p>
<h2>Early twentieth century</h2>
<p>Foursquares, Colonial Revivals, Tudors and Craftsman bungalows filled the commuter suburbs along the rail lines between 1900 and 1940.</p>
<h2>Post-war suburbs</h2>
<p>After 1945, Cape Cods, ranches and split-levels spread across Middlesex, Monmouth, Morris and Burlington counties. Levittown, New Jersey, built from 1958, was renamed Willingboro in 1963.</p>
<h2>Late twentieth century to today</h2>
<p>Center-hall colonials and larger custom homes define subdivisions from the 1980s onward, with open kitchens, family rooms and two-car garages.</p>
<h2>What age means in an appraisal</h2>
<ul>
  <li>Appraisers consider <strong>effective age</strong>: a 1920 house with a new kitchen, roof and systems may compete with homes built decades later.</li>
  <li>Homes built before 1978 may contain lead-based paint, which lenders and buyers will ask about.</li>
  <li>Historic character can add value in the right market, and historic district rules can limit changes.</li>
</ul>
$html$,
 null, true, 7, timestamptz '2025-11-18 09:00-05'),

('How Appraisers Choose Comparable Sales in Hunterdon and Somerset Counties',
 'how-appraisers-choose-comparable-sales', 'market-analysis',
 'Why the comps in a rural appraisal can be miles away and months old, and how adjustments make them comparable.',
 $html$
<p>Every residential appraisal rests on comparable sales: recent sales of similar homes that a typical buyer would have considered instead of yours. In a dense suburb that can mean three colonials on the same street. In Hunterdon and western Somerset, it takes more judgement.</p>
<h2>What makes a good comparable</h2>
<ul>
  <li><strong>Location:</strong> same municipality and school district where possible, similar setting (a farm road is not a cul-de-sac).</li>
  <li><strong>Time:</strong> ideally sold within the last six months; in slower rural markets, up to twelve, adjusted for market change.</li>
  <li><strong>Physical similarity:</strong> style, size, age, condition, lot size, bedrooms and bathrooms.</li>
</ul>
<h2>Why rural comps travel farther</h2>
<p>A township with a few hundred sales a year, spread over dozens of square miles, may not have three recent sales of five-acre properties with a barn. The appraiser widens the search, explains why, and adjusts for the differences.</p>
<h2>Adjustments in plain words</h2>
<p>If a comparable has a two-car garage and your home has none, the appraiser subtracts what the market pays for a garage from that sale price. The same goes for living area, bathrooms, acreage, pools and condition. The adjusted prices should point to a narrow range, and the appraiser reconciles them into one value.</p>
<h2>What you can contribute</h2>
<ol>
  <li>Tell the appraiser about private sales or sales to neighbours that may not appear in the multiple listing service.</li>
  <li>Point out features that are not obvious: a new septic system, a generator, a deeded lake right.</li>
  <li>Mention what makes your location different, for better or worse.</li>
</ol>
$html$,
 null, true, 6, timestamptz '2026-01-20 09:00-05'),

('3D Tours, Floor Plans and Video: What Buyers Expect Online',
 '3d-tours-floor-plans-and-video', 'technology',
 'The listing media that keeps buyers engaged, and what each format is best at.',
 $html$
<p>Photos still lead every listing, but buyers now expect to understand a home's layout before they visit. Three formats do that best.</p>
<h2>Floor plans</h2>
<p>A floor plan answers the questions photos cannot: how the rooms connect, where the bedrooms are, and whether the couch will fit. Measured plans list room dimensions and total living area. Fannie Mae has required appraisers to measure and report living area under the ANSI Z765 standard since 2022, and we measure to the same standard.</p>
<h2>3D virtual tours</h2>
<p>An interactive tour lets buyers walk through the home at their own pace on a phone, a laptop or a headset. Out-of-area buyers and relocating families use them to shortlist homes before a trip to New Jersey.</p>
<h2>Walkthrough video</h2>
<p>A one- to two-minute video tells the story of a home, from the approach up the driveway to the view from the deck. It is also the format that travels furthest on social media.</p>
<h2>Putting it together</h2>
<ul>
  <li>Lead with 25-40 strong photos.</li>
  <li>Add a floor plan to every listing; it is the cheapest upgrade with the biggest payoff.</li>
  <li>Use a 3D tour and video for higher-priced homes, unique properties and buyers coming from out of state.</li>
  <li>Share everything on one showcase page, so buyers find it all behind one link.</li>
</ul>
$html$,
 'https://www.youtube.com/watch?v=Tb5nWq9KcRd', true, 5, timestamptz '2026-03-10 09:00-05'),

('Reading Your Property''s Public Tax Record: Block, Lot and Class Codes',
 'reading-your-property-tax-record', 'technology',
 'What the fields in a New Jersey tax record mean, from block and lot to property class and assessed value.',
 $html$
<p>Search a New Jersey address on our site and you will see the county tax record for that property. These records come from the state's MOD-IV property assessment system, which every municipality's tax assessor maintains. Here is how to read them.</p>
<h2>Block, lot and qualifier</h2>
<p>Every parcel is identified on the municipal tax map by a <strong>block</strong> and <strong>lot</strong>. A lot number like 3.01 usually means a lot was subdivided. A <strong>qualifier</strong> such as C0012 marks an individual condominium unit within a larger lot.</p>
<h2>Property class</h2>
<ul>
  <li><strong>1</strong>: vacant land</li>
  <li><strong>2</strong>: residential, up to four families</li>
  <li><strong>3A / 3B</strong>: farm, regular and qualified farmland</li>
  <li><strong>4A / 4B / 4C</strong>: commercial, industrial, and apartments of five or more units</li>
  <li><strong>15</strong>: exempt properties such as schools, churches and public land</li>
</ul>
<h2>Assessments</h2>
<p>The record shows a land assessment, an improvement (building) assessment and their total. Assessments are not market values: each town assesses at its own ratio, which drifts from market value between revaluations. Divide the total by your town's equalization ratio for a rough market figure.</p>
<h2>Sale history and square footage</h2>
<p>The last recorded sale price and date come from the deed. Nominal amounts like $1 usually mean a transfer between family members. Square footage in tax records is often missing or out of date, which is one reason an appraiser measures the home.</p>
<h2>Absentee and corporate owners</h2>
<p>When the owner's mailing address differs from the property, the record flags an absentee owner; an LLC or corporation as owner is flagged too. Investors and second-home owners show up this way.</p>
$html$,
 null, true, 7, timestamptz '2026-05-19 09:00-04'),

('Date-of-Death Appraisals for New Jersey Estates',
 'date-of-death-appraisals-for-new-jersey-estates', 'industry-standards',
 'Why executors need a retrospective appraisal, how it is done, and the tax rules that make it important.',
 $html$
<p>When a homeowner dies, the executor usually needs to know what the home was worth on the date of death, not today. That calls for a <strong>retrospective appraisal</strong>: a valuation with an effective date in the past.</p>
<h2>Why the date-of-death value matters</h2>
<ul>
  <li><strong>Stepped-up basis:</strong> heirs generally take the property at its fair market value on the date of death. When they later sell, capital gains are measured from that value, so a well-supported figure can save real money.</li>
  <li><strong>New Jersey inheritance tax:</strong> New Jersey repealed its estate tax for deaths after 2017, but its inheritance tax still applies to some beneficiaries, such as siblings, nieces, nephews and friends. Spouses, children and grandchildren are exempt.</li>
  <li><strong>Dividing the estate:</strong> when one heir keeps the house, a credible value keeps the split fair.</li>
</ul>
<h2>How a retrospective appraisal works</h2>
<p>The appraiser inspects the home as it is today, then uses records, photos and the family's recollection to describe it as it was on the effective date. Comparable sales are drawn from around that date, even if the market has moved a lot since.</p>
<h2>What to gather</h2>
<ol>
  <li>The date of death and a copy of the deed.</li>
  <li>Photos of the home from around that time, if any exist.</li>
  <li>Any work done since: repairs, clean-outs, renovations.</li>
</ol>
<p>Retrospective appraisals can reach back years. They take more research than a current appraisal, and they are worth getting right the first time.</p>
$html$,
 null, true, 6, timestamptz '2026-06-30 09:00-04'),

('Why New Jersey Property Taxes Are So High: A Short History',
 'why-new-jersey-property-taxes-are-so-high', 'history',
 'Home rule, school funding and two landmark court cases explain the biggest line in most New Jersey housing budgets.',
 $html$
<p>Ask New Jersey homeowners about their biggest housing cost after the mortgage and most will say property taxes. The reasons go back more than a century.</p>
<h2>Home rule</h2>
<p>New Jersey has 564 municipalities and roughly as many school districts, many of them small. Each sets its own budget, and for most of the state's history the property tax was the main way to pay for local services and schools.</p>
<h2>The courts and school funding</h2>
<p>In <em>Robinson v. Cahill</em> (1973) the New Jersey Supreme Court held that relying on local property taxes to fund schools left poorer districts unable to provide the "thorough and efficient" education the state constitution promises. The state's response included its first broad-based income tax, enacted in 1976. The <em>Abbott v. Burke</em> decisions, starting in 1985, kept the state's school-aid formula under court supervision for decades.</p>
<h2>Why bills stayed high</h2>
<ul>
  <li>Schools still take the largest share of a typical bill.</li>
  <li>Dense, high-cost suburbs provide many services locally rather than by county or state.</li>
  <li>Property values are high, so even moderate rates produce large bills.</li>
</ul>
<h2>Relief programs today</h2>
<p>The state offers relief through programs such as ANCHOR for homeowners and renters and the Senior Freeze. Check the Division of Taxation's current rules each year.</p>
<h2>What this means when you buy or appeal</h2>
<p>Taxes affect what buyers can afford, so they shape values. If your assessment looks out of line with your home's market value, an appraisal is the evidence you need for an appeal.</p>
$html$,
 null, true, 6, timestamptz '2026-08-25 09:00-04'),

-- Not published: visitors must never see it.
('Spring 2027 Market Preview',
 'spring-2027-market-preview', 'market-analysis',
 'Draft: what buyers and sellers can expect from the spring 2027 market in northern and central New Jersey.',
 $html$
<p>Draft. Outline: inventory trends by county, mortgage rates, new construction, what to expect from appraisals.</p>
$html$,
 null, false, 4, timestamptz '2026-10-30 09:00-04')

) as v(title, slug, category_slug, excerpt, content, video_url, published, read_time, created_at)
join public.blog_categories as category on category.slug = v.category_slug;

-- Booking (docs/decisions/046). The rules (hours, durations, notice, cap,
-- travel) are the production defaults of migration 20261127000500; the demo
-- adds one event of the owner's calendar, as the calendar import will:
-- lunch with a client 12:00-13:00 New York time on the Wednesday at least a
-- week after the database was made, so the picker shows a gap that day.
insert into public.business_busy_times (source, uid, during, summary)
select 'seed', 'demo-lunch',
       tstzrange(((d + time '12:00') at time zone 'America/New_York'), ((d + time '13:00') at time zone 'America/New_York')),
       'Lunch with a client (demo)'
from (select current_date + 7 + ((3 - extract(isodow from current_date + 7)::int + 7) % 7) as d) as wednesday;
