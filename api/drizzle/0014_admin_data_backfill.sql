-- Data backfill of 0013_admin_data_model (issue 19). Kept apart from the generated structural
-- migration so that one can be regenerated and this one renumbered. Every statement is safe to
-- run on an empty database (tests build theirs from migrations, then the seed).

-- Funding amounts: until now amount_usd was filled only when the source reported US dollars
-- (api/docs/data.md), so it is the original amount in USD.
UPDATE "funding_rounds" SET "amount" = "amount_usd", "currency" = 'USD', "amount_usd_method" = 'same-currency'
  WHERE "amount_usd" IS NOT NULL AND "amount" IS NULL;
--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD CONSTRAINT "funding_rounds_amount_usd_method"
  CHECK (("amount_usd" IS NULL) = ("amount_usd_method" IS NULL));
--> statement-breakpoint

-- Sources: only the demo loader has written record_sources, and the demo data records how each
-- source was checked (src/seed/data/sources.ts): these URLs were read in a stored copy. Every
-- other source was cited without reading it ('reviewer-knowledge'), so its verified_on goes:
-- verified_on now means a person read the page. Two URLs cited both ways are left 'cited'.
UPDATE "record_sources" SET "checked" = 'stored-copy'
  WHERE "verified_on" IS NOT NULL AND "url" IN (
  'https://ajw-origin.potaufeu.asahi.com/ajw/articles/14966151',
  'https://arxiv.org/html/2401.11338v3',
  'https://arxivlens.com/PaperView/Details/overview-of-exl-50-research-progress-and-future-plan-8384-651bcbff',
  'https://beeble.com/en/blog/the-era-of-boiling-water-to-make-power-is-finally-coming-to-an-end',
  'https://briefly.co/anchor/Science/story/a-national-lab-made-a-nuclear-fusion-breakthrough-a-new-startup-wants-to-make-it-into-a-power-plant',
  'https://cdn.dealstreetasia.com/stories/startorus-funding-468930',
  'https://clipsheet.strategiccommunication.wisc.edu/uw-madison/with-first-round-funding-in-hand-madison-startup-realta-fusion-aims-to-bring-first-reactor-online-within-a-decade',
  'https://coworking.nanabianca.it/round-col-botto-per-la-startup-di-fusione-inertia-enterprises-raccolti-450-milioni-di-dollari-per-la-costruzione-di-un-laser-molto-potente',
  'https://datacenterdynamics.com/en/news/altman-backed-helion-raises-425m-for-fusion-reactors',
  'https://en.people.cn/n3/2026/0207/c90000-20423623.html',
  'https://energizemedia.co.uk/nordic-breakthrough-for-unlimited-fossil-free-energy-novatron-1-officially-inaugurated/',
  'https://energizemedia.co.uk/novatron-fusion-groups-joins-50th-edition-of-european-physical-societys-conference-on-plasma-physics/',
  'https://energynews.oedigital.com/energy-markets/2025/10/27/japans-first-fusion-energy-company-achieves-key-milestone-towards-commercial-reactor',
  'https://federallabs.org/flc-highlights/federal-lab-news/doe-award-reunites-pppl-with-spin-out-company-princeton-stellarators',
  'https://forbes40under40.com/index.php/2024/09/12/nuclear-startup-fuse-valued-at-more-than-us200-million-in-new-funding',
  'https://github.com/RemDelaporteMathurin/fusion-world/blob/main/tokamaks.json',
  'https://globalventuring.com/university/cfs-sparks-1-8bn-series-b',
  'https://hive.blog/tech/@arraymedia/a-new-dawn-for-fusion-power-japans-groundbreaking-hts-coil-test',
  'https://innovations-intelligenz.de/gauss-fusion-sichert-finanzierung-f-r-die-erzeugung-von-tritium-f-r-die-fusionsenergie-2140426.html',
  'https://innovations.fr/?p=26088',
  'https://investmentweek.com/junges-fusions-startup-acceleron-fusion-sammelt-beeindruckende-15-millionen-ein',
  'https://itrade.gov.il/brazil/2023/04/04/poderia-a-fusao-de-energia-de-israel-alimentar-nossas-futuras-fabricas-e-cidades/',
  'https://japannews.yomiuri.co.jp/politics/political-series/20231105-147588/',
  'https://lppfusion.com/lppfusions-lerner-to-speak-at-fusion-energy-symposium-on-a-faster-route-to-fusion/',
  'https://medium.com/prime-movers-lab/why-we-invested-in-focused-energy-a7aed7886e81',
  'https://morningoverview.com/new-zealand-fusion-startup-touts-significant-step-toward-next-gen-energy',
  'https://nbn.media/china-aim-to-commercialize-fusion-energy-in-30-years/',
  'https://news-press.xpr-gannett.com/press-release/story/10355/director-of-blue-laser-fusion-energy-collaborative-research-institute-selected-for-japans-fusion-energy-moonshot-program',
  'https://newsnreleases.com/2025/06/11/proxima-fusion-develop-fusion-power-plant',
  'https://novatronfusion.com/news/2025-nine-months-ago-it-was-an-empty-floor-here-in-the-lab-at-kth?format=amp',
  'https://nuklearforum.ch/de/news/deutsches-fusions-start-koennte-den-usa-bauen',
  'https://openstar.tech/team',
  'https://optics.org/news/14/7/44',
  'https://quantstreams.com/2023/01/26/renaissance-fusion-le-fleuron-francais-de-la-fusion-nucleaire',
  'https://scenarieconomici.it/la-fusione-nucleare-laser-giapponese-raccoglie-i-primi-fondi-per-lo-sviluppo-dellenergia-inesauribile/',
  'https://scmp.com/business/china-business/article/3340430/chinas-nuclear-fusion-start-ups-power-record-funding-round',
  'https://sifted.eu/articles/marvel-fusion-nuclear-america-news',
  'https://sifted.eu/articles/proxima-series-a-extension-145m',
  'https://startorus.com/company-news/156.html',
  'https://startorus.com/company-news/242.html',
  'https://sunyaenergy.com/?p=98178',
  'https://tass.com/world/2092393',
  'https://tek54.com/science/fusions-funding-boom-meets-its-cracks',
  'https://thenorthlines.com/cold-fusion-startup-acceleron-fusion-raises-15-million-for-research/',
  'https://thinc.blog/',
  'https://thoriumbaby.com/us-nuclear-fusion-company-tae-raises-250-million-in-latest-round/',
  'https://vuink.com/post/sbeorf-d-dpbz/sites/christopherhelman/2022/01/02/fueled-by-billionaire-dollars-nuclear-fusion-enters-a-new-age',
  'https://web-origin.lbkrs.com/news/258040183',
  'https://winfuture.de/news,136525.html',
  'https://wonderfulengineering.com/this-u-s-startup-is-aiming-for-nuclear-fusion-using-plasma-railguns/',
  'https://www.agefi.fr/corporate/actualites/quotidien/20230126/fusion-nucleaire-start-up-francaise-leve-15-357928',
  'https://www.agefi.fr/corporate/actualites/quotidien/20230127/fusion-nucleaire-start-up-francaise-leve-15-357953',
  'https://www.aifi.it/it/private-capital-today/EnipartecipaalrounddiCommonwealthFusionSystems',
  'https://www.ans.org/news/2025-06-12/article-7107/doe-opens-milestone-fusion-pilot-plant-program-to-new-companies-and-teams',
  'https://www.ans.org/news/tag-realta%20fusion%20inc/',
  'https://www.axios.com/commercial-fusion-systems-nuclear-fusion-series-a-25c1853d-d5be-4a2d-8526-26fb9845ac23.html',
  'https://www.bristol-business.net/bristol-academics-launch-business-to-tap-into-the-power-of-fusion-technology-for-cancer-treatment/',
  'https://www.businessnewsaustralia.com/articles/hb11-energy-awarded--22-million-project-to-develop-australian-nuclear-fusion-industry.html',
  'https://www.businesswire.com/news/home/20260226876017/en/Proxima-Fusion-RWE-the-Free-State-of-Bavaria-and-Max-Planck-Institute-for-Plasma-Physics-Sign-Agreement-to-Build-the-Worlds-First-Commercial-Fusion-Power-Plant-in-Europe',
  'https://www.cleanenergyexcellence.org/?p=23399',
  'https://www.cnl.ca/stellarex-inc-and-canadian-nuclear-laboratories-sign-mou-to-collaborate-on-the-development-of-fusion-energy/',
  'https://www.energieleben.at/tag/novatron/',
  'https://www.enerzine.com/fusion-nucleaire-compacte-nt-tao-franchit-une-etape-decisive-avec-son-prototype-c3/180758-2026-01',
  'https://www.fairfaxtimes.com/articles/fairfax_county/local-fusion-energy-company-commissions-new-experiment/article_3502601e-c9aa-11ed-a58e-2f47833ebb2d.html',
  'https://www.globenewswire.com/news-release/2022/03/14/2402763/0/en/White-House-Summit-US-Government-Reflects-Kronos-Fusion-Energy-s-Existing-Approach.html',
  'https://www.handelsblatt.com/unternehmen/energie/marvel-fusion-die-usa-sind-einfach-deutlich-weiter-/29306592.html',
  'https://www.hb11.energy/our-story',
  'https://www.inc.com/kit-eaton/small-company-wins-5-million-to-invent-new-space-drive.html',
  'https://www.insuedthueringen.de/inhalt.energie-startschuss-fuer-zwei-milliarden-fusionsreaktor-in-bayern.7f4845c3-31cc-4841-8444-d3ddeb0cafba.html',
  'https://www.itochu.co.jp/en/news/press/2024/240307.html',
  'https://www.lppfusion.com/1-2-million-project-funded-by-the-abell-foundation-and-individual-investors/',
  'https://www.maddyness.com/uk/2025/04/28/how-astral-systems-plans-to-turn-nuclear-waste-into-clean-energy/',
  'https://www.munich-startup.de/92168/proxima-fusion-startet-kooperation-mit-weiteren-fusions-startups/',
  'https://www.novatronfusion.com/news/2024-novatron-fusion-groups-welcomes-the-leader-of-the-swedish-social-democratic-party-former-prime-minister-and-leader-of-the-opposition-to-the-novatron-fusion-lab',
  'https://www.nuclear-exchange.com/news/93867/hb11-start-to-begin-experimental-programme.html',
  'https://www.nzherald.co.nz/business/markets-with-madison/inside-wellingtons-nuclear-fusion-reactor-experiment/JIL4HYFIENE6XPKR754KFQHPWU/',
  'https://www.onenewspage.com/n/Press+Releases/1zoau3ag2v/Kronos-Fusion-Energy-Highlights-Fusion-Security-Advantages.htm',
  'https://www.pppl.gov/news/2023/princeton-stellarators-inc-pppl-spinoff-company-receives-funding-through-doe%E2%80%99s-milestone',
  'https://www.siliconrepublic.com/start-ups/commonwealth-fusion-systems-funding',
  'https://www.stocktitan.net/sec-filings/SVAC/8-k-spring-valley-acquisition-corp-iii-reports-material-event-2838f457879f.html',
  'https://www.stuttgarter-zeitung.de/inhalt.kernfusion-in-reichweite-eine-abkuerzung-zum-sauberen-strom.aefdc78a-3caf-4877-876c-82080e9e4106.html',
  'https://www.thenews.com.pk/amp/1350257-german-company-gauss-aims-for-first-nuclear-fusion-power-plant-design',
  'https://www.trendsderzukunft.de/neuer-fusionsreaktor-soll-klein-wie-ein-container-sein-und-1-mio-mal-effektiver/',
  'https://www.world-nuclear-news.org/articles/fluor-and-longview-to-partner-in-laser-fusion-deve',
  'https://www.world-today-journal.com/honda-is-investing-in-compact-fusion-reactors-to-charge-electric-cars/',
  'https://www1.brasilemfolhas.com.br/2024/08/startup-quer-lancar-reator-de-fusao-nuclear-estacionario-em-ate-10-anos',
  'https://xconomy.com/wisconsin/2017/07/17/wisconsin-sizes-up-recent-potential-future-changes-in-manufacturing/'
  );
--> statement-breakpoint
UPDATE "record_sources" SET "verified_on" = NULL WHERE "checked" = 'cited' AND "verified_on" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "record_sources" ADD CONSTRAINT "record_sources_verified_when_read"
  CHECK ("checked" <> 'cited' OR "verified_on" IS NULL);
--> statement-breakpoint

-- Articles: every existing article is public.
UPDATE "articles" SET "status" = 'published';
--> statement-breakpoint

-- Job boards: a careers page on a known applicant-tracking board becomes that board (its token),
-- any other becomes a plain 'url' board.
UPDATE "organizations" SET
  "job_board_kind" = CASE
    WHEN "jobs_url" ~* '^https://(boards|job-boards)\.greenhouse\.io/[A-Za-z0-9_-]+' THEN 'greenhouse'::job_board_kind
    WHEN "jobs_url" ~* '^https://jobs\.lever\.co/[A-Za-z0-9_-]+' THEN 'lever'::job_board_kind
    WHEN "jobs_url" ~* '^https://jobs\.ashbyhq\.com/[A-Za-z0-9_.-]+' THEN 'ashby'::job_board_kind
    ELSE 'url'::job_board_kind END,
  "job_board_id" = CASE
    WHEN "jobs_url" ~* '^https://((boards|job-boards)\.greenhouse\.io|jobs\.lever\.co|jobs\.ashbyhq\.com)/'
      THEN substring("jobs_url" from '^https://[^/]+/([^/?#]+)')
    ELSE "jobs_url" END
  WHERE "jobs_url" IS NOT NULL AND "jobs_url" <> '' AND "job_board_kind" IS NULL;
--> statement-breakpoint

-- Kind: only where the tags leave no doubt (the same rule as kindFromTags, src/seed/kind.ts);
-- the rest stay unclassified (null) for staff.
WITH implied AS (
  SELECT l.organization_id, CASE t.name
      WHEN 'University' THEN 'university'
      WHEN 'University Department' THEN 'university'
      WHEN 'National Laboratory' THEN 'laboratory'
      WHEN 'Nonprofit Organization' THEN 'nonprofit'
      WHEN 'Industry Association' THEN 'nonprofit'
      WHEN 'Government Agency' THEN 'state-program'
      WHEN 'State Government' THEN 'state-program'
      WHEN 'Venture Capital Firm' THEN 'investor'
      WHEN 'Corporate Venture Capital' THEN 'investor'
      WHEN 'University Venture Capital' THEN 'investor'
      WHEN 'Family Office' THEN 'investor'
      WHEN 'Asset Management Firm' THEN 'investor'
      WHEN 'Sovereign Wealth Fund' THEN 'investor'
    END AS kind
  FROM "organization_tag_links" l JOIN "organization_tags" t ON t.id = l.tag_id
), single AS (
  SELECT organization_id, min(kind) AS kind FROM implied WHERE kind IS NOT NULL
  GROUP BY organization_id HAVING count(DISTINCT kind) = 1
)
UPDATE "organizations" o SET "kind" = single.kind::organization_kind
  FROM single WHERE single.organization_id = o.id AND o."kind" IS NULL;
