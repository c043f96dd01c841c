/**
 * Items written one by one for the labelled set, in free form, to keep the held-out split from
 * being template echoes. One item a line:
 *   category | regions | stages ("all" = the four) | sectors ("-" = open to all) | topics | organisation | title | body
 * Categories: F funding, E events, M market-insights, C courses-guides. Written for the
 * project: the organisations are real, the items are illustrative, not their publications.
 */
import type { LabelledItem } from './labelled.ts';
import { REGIONS } from './vocab.ts';

const RAW = `
F|highlands-islands|all|tourism-hospitality|grants;net-zero-sustainability|Highlands and Islands Enterprise|Green tourism fund for island accommodation providers|Self-catering and B&B owners on Skye, Mull and the Outer Hebrides can apply for up to £20,000 towards heat pumps, insulation and EV chargers. HIE will cover up to half of the eligible costs.
F|highlands-islands|established|-|grants;premises-property|The Highland Council|Inverness city centre shopfront improvement grant|Owners of ground-floor business premises in Inverness city centre can claim up to 70% of the cost of repainting, signage and repairs. Applicants must have traded from the unit for at least two years.
F|scotland|startup;growth|digital-tech|equity-investment|Scottish National Investment Bank|Bank backs Series A rounds for Scottish deep tech|The Scottish National Investment Bank will consider investments of £2m to £10m in technology companies raising a Series A round, alongside private co-investors. Companies must be headquartered in Scotland.
F|scotland|all|-|grants;net-zero-sustainability|Zero Waste Scotland|Circular economy investment fund reopens|Zero Waste Scotland's fund offers grants from £50,000 to £1m to SMEs and social enterprises with projects that keep materials in use for longer. Expressions of interest close at noon on 14 February.
F|uk|all|-|innovation-rd;grants|Innovate UK|Smart grants: open competition for game-changing ideas|UK-registered businesses can apply for £25,000 to £500,000 for ambitious R&D projects in any technology or sector. Projects must start within six months and last up to three years.
F|uk|idea;startup|-|loans-finance;starting-up|Start Up Loans|Government-backed Start Up Loans of up to £25,000|Anyone over 18 who is starting a business or has been trading for under three years can borrow £500 to £25,000 at a fixed 6% a year, with 12 months of free mentoring.
F|south-of-scotland|all|-|grants;net-zero-sustainability|South of Scotland Enterprise|SOSE Green Business Grant for Borders and Dumfries & Galloway firms|Businesses in the Scottish Borders and Dumfries and Galloway can get up to £10,000 for projects that reduce carbon emissions, from solar panels to electric vans.
F|glasgow-clyde|idea;startup|-|grants;starting-up|Glasgow City Council|Glasgow Business Start-up Grant|New businesses in Glasgow that started trading in the last 12 months can apply for up to £1,000 towards marketing, equipment or website costs after completing a Business Gateway start-up workshop.
F|tayside-fife|established|manufacturing-engineering|grants;innovation-rd|Fife Council|Fife Investment Programme for manufacturers|Fife-based manufacturers trading for at least three years can apply for capital grants of up to £40,000 for new machinery that improves productivity.
F|north-east-scotland|growth|energy-net-zero|grants;innovation-rd|Energy Transition Zone|Energy Transition Challenge Fund for North East supply chain|Companies in Aberdeen and Aberdeenshire diversifying from oil and gas into offshore wind, hydrogen or carbon capture can bid for grants of up to £250,000 to scale up new products.
F|scotland|all|creative-industries|grants|Creative Scotland|Open Fund for Individuals: artists and creative freelancers|Creative Scotland's Open Fund supports artists, writers, musicians and other creative practitioners living in Scotland with awards from £1,000 to £100,000 for projects lasting up to two years.
F|scotland|all|creative-industries|grants;innovation-rd|Screen Scotland|Screen Scotland development funding for games and film|Production companies based in Scotland can apply for development funding of up to £50,000 to take film, TV and games projects from idea to pitch.
F|scotland|all|agriculture-rural|grants;net-zero-sustainability|Scottish Forestry|Forestry Grant Scheme: woodland creation round|Farmers, estates and land managers can apply for woodland creation grants, with higher rates for native woodland and planting on small farms and crofts.
F|highlands-islands|all|agriculture-rural|grants|Rural Payments and Services|Crofting Agricultural Grant Scheme (CAGS) now open|Crofters in the crofting counties can claim up to 80% of the cost of fencing, sheds and drainage, up to £25,000 in a two-year period, under CAGS.
F|scotland|all|-|loans-finance;net-zero-sustainability|Business Energy Scotland|Interest-free SME loans for energy efficiency|Scottish SMEs can borrow up to £100,000 interest-free for energy efficiency measures and renewable technologies, with cashback of up to £20,000 on some measures.
F|scotland|startup;growth|social-enterprise|grants;starting-up|Firstport|Start It awards for new social enterprises|Firstport offers awards of up to £5,000 and support from a development adviser for social entrepreneurs starting or growing a social enterprise anywhere in Scotland.
F|scotland|all|social-enterprise|loans-finance|Social Investment Scotland|Social Investment Scotland loans for charities and social enterprises|Loans of £10,000 to £1 million for charities, community groups and social enterprises that need working capital, property purchase or growth finance.
F|scotland|idea;startup|-|equity-investment;inclusion-diversity|Investing Women|Angel investment for women-led start-ups|Investing Women's angel syndicate is looking for female-led Scottish businesses raising £100k to £1m of seed investment. Pitch sessions are held four times a year.
F|edinburgh-lothians|startup;growth|digital-tech|equity-investment|Archangels|Archangels seeks Edinburgh tech companies raising seed|Archangels invests in early-stage software, life sciences and engineering companies in Scotland and particularly welcomes applications from Edinburgh university spin-outs.
F|scotland|all|-|procurement-tenders|Public Contracts Scotland|Framework: catering supplies for Scottish public bodies|Scotland Excel invites tenders for a four-year national framework for fresh food and catering supplies to councils across Scotland. Lots are sized so that SMEs can bid.
F|edinburgh-lothians|all|-|procurement-tenders|City of Edinburgh Council|Contract opportunity: festival season street cleansing|The City of Edinburgh Council seeks suppliers for additional street cleansing during August. Tenders must be submitted through Public Contracts Scotland by 9 March.
F|glasgow-clyde|all|construction-property|procurement-tenders|Renfrewshire Council|Invitation to tender: Paisley town hall refurbishment works|Renfrewshire Council invites construction contractors to bid for phase two refurbishment works at Paisley Town Hall, valued at around £3.2m.
F|scotland|startup;growth|digital-tech|procurement-tenders;innovation-rd|CivTech Scotland|CivTech challenges: build a product for the public sector|CivTech's latest round sets public-sector challenges for tech companies. Successful teams win a paid contract to develop their solution during a 15-week accelerator.
F|scotland|all|-|grants;recruitment-employment|Skills Development Scotland|Employer recruitment incentive for young people|Employers in Scotland who hire a young person aged 16 to 24 facing barriers to work can claim up to £6,000 towards wages and training over the first year.
F|scotland|all|-|grants;skills-training|Scottish Funding Council|Flexible Workforce Development Fund for SMEs|Small businesses can access up to £5,000 of free training from their local college through the Flexible Workforce Development Fund to upskill existing staff.
F|uk|all|-|legal-tax-regulation;innovation-rd|HMRC|R&D tax relief: merged scheme for accounting periods from April|Companies carrying out qualifying research and development can claim tax relief under the merged R&D expenditure credit scheme. Loss-making R&D-intensive SMEs may qualify for enhanced support.
F|uk|growth|-|export-international;loans-finance|UK Export Finance|Export finance guarantees for growing UK exporters|UK Export Finance helps UK companies win and fulfil export contracts by guaranteeing bank loans, bonds and working capital facilities.
F|wales|all|-|loans-finance|Development Bank of Wales|Development Bank of Wales micro loans|Businesses based in Wales can borrow between £1,000 and £100,000 with terms of up to ten years. Decisions are usually made within weeks.
F|northern-ireland|all|-|grants;innovation-rd|Invest Northern Ireland|Innovation vouchers for Northern Ireland SMEs|Invest NI offers innovation vouchers worth up to £5,000 so small businesses in Northern Ireland can work with a university or college on a technical problem.
F|england|all|creative-industries|grants|Arts Council England|National Lottery Project Grants|Artists, museums, libraries and creative organisations in England can apply for £1,000 to £100,000 for arts projects. Decisions for smaller grants take eight weeks.
F|highlands-islands|all|marine-fishing|grants|Orkney Islands Council|Orkney harbour users fund for fishing businesses|Fishing and aquaculture businesses operating from Orkney harbours can apply for small grants towards safety equipment and gear upgrades.
F|scotland|all|marine-fishing|grants|Marine Directorate|Marine Fund Scotland opens for applications|Grants for seafood processors, fishing businesses and aquaculture firms for projects that improve sustainability and add value. Applications close on 31 January.
F|ayrshire|all|-|grants;digital-adoption|East Ayrshire Council|Digital Growth Grant for East Ayrshire businesses|East Ayrshire Council offers up to £2,500 to businesses in Kilmarnock, Cumnock and across the council area for websites, online booking and cyber security.
F|forth-valley|startup|-|grants;starting-up|Stirling Council|Stirling Business Start-up Grant|New businesses based in the Stirling Council area trading for less than a year can apply for a grant of up to £1,500 towards start-up costs.
F|edinburgh-lothians|established|retail-ecommerce|grants;premises-property|West Lothian Council|Town centre improvement grant for Bathgate and Linlithgow|Established retailers and cafes in Bathgate, Linlithgow, Armadale and Whitburn town centres can claim up to £7,500 for shopfront upgrades.
F|tayside-fife|all|tourism-hospitality|grants;marketing-sales|Perth & Kinross Council|Perthshire tourism marketing fund|Tourism businesses and destination groups in Perthshire can apply for match funding of up to £10,000 for joint marketing campaigns.
F|scotland|growth|-|grants;innovation-rd|Scottish Enterprise|R&D grants for companies developing new products|Scottish Enterprise can contribute to research and development projects that help ambitious companies develop new products, processes or services with growth potential.
F|scotland|all|food-drink|grants|Scottish Government|Food Processing, Marketing and Co-operation grant|Food and drink processors in Scotland can apply for capital grants towards new equipment and facilities that add value to primary produce.
F|highlands-islands|idea;startup|-|grants;inclusion-diversity;starting-up|Prince's Trust|Enterprise support for young people in the Highlands|Young people aged 18 to 30 in the Highlands who want to start a business can get a small grant, a start-up loan and a volunteer mentor through the Prince's Trust Enterprise programme.
F|glasgow-clyde|startup;growth|life-sciences-health|grants;innovation-rd|University of Strathclyde|Proof-of-concept funding for medtech spin-outs|Early-stage medtech companies working with Strathclyde researchers can apply for proof-of-concept funding of up to £75,000 to build a working prototype.
F|england;wales|all|-|grants;net-zero-sustainability|Department for Energy Security and Net Zero|Boiler Upgrade Scheme for business premises|Small non-domestic properties in England and Wales can get a £7,500 grant towards an air source heat pump.
F|scotland|all|-|grants;legal-tax-regulation;premises-property|Scottish Government|Small Business Bonus Scheme rates relief|Properties with a combined rateable value of up to £12,000 can get 100% relief from non-domestic rates in Scotland. Check with your local council how to apply.
F|south-of-scotland|all|textiles-fashion|grants;innovation-rd|South of Scotland Enterprise|Borders textiles innovation fund|Textile and knitwear makers in Hawick, Galashiels and Selkirk can get help with product development and new technology through a ring-fenced fund.
F|scotland|all|-|grants;innovation-rd|Interface|Innovation vouchers through Interface|Interface brokers partnerships between Scottish businesses and universities, and can help you apply for a £5,000 Scottish Funding Council innovation voucher.
F|uk|growth|-|equity-investment|British Business Bank|Regional angels programme|The British Business Bank's Regional Angels Programme backs angel groups investing in smaller businesses with growth potential across the UK.
F|north-east-scotland|idea;startup|-|equity-investment;starting-up|Opportunity North East|ONE Launchpad: investment for North East founders|Founders in Aberdeen City and Shire can apply for up to £25k investment plus support to take an idea to market through ONE's start-up programme.
F|highlands-islands|all|social-enterprise|grants|Comhairle nan Eilean Siar|Western Isles community development fund|Community groups and social enterprises in the Outer Hebrides can apply for up to £15,000 towards projects that create local jobs.
F|scotland;international|growth|-|grants;export-international|Scottish Development International|International market development support|Growing Scottish exporters can get help with market research and part-funding for visits to target markets overseas.
F|ayrshire|all|-|grants;premises-property|Ayrshire Growth Deal|Prestwick Spaceport business units available with incentives|New business units at the Prestwick Aerospace campus are available with rent-free periods for companies relocating to Ayrshire.
F|scotland|idea;startup|-|grants;inclusion-diversity|Women's Enterprise Scotland|Pathways fund for women entrepreneurs|Women starting a business in Scotland can apply for small grants of up to £3,000 towards equipment and childcare costs while they set up.
F|scotland|all|-|grants;inclusion-diversity|Inclusion Scotland|Access to Work funding for disabled business owners|Disabled people who are self-employed can get Access to Work grants towards equipment, support workers and travel costs.
F|glasgow-clyde|all|food-drink|grants;net-zero-sustainability|Glasgow City Region|Food waste reduction grants for Glasgow hospitality|Restaurants and cafes across the Glasgow City Region can claim up to £3,000 for equipment that cuts food waste.
E|edinburgh-lothians|all|-|networking-peer-support|Edinburgh Chamber of Commerce|Edinburgh Chamber Business Breakfast: March|Join fellow members at the Balmoral for breakfast and a talk from a local founder. Tickets £35 for members.
E|scotland;international|all|food-drink|export-international|Scotland Food & Drink|Scottish pavilion at SIAL Paris|Food and drink producers can exhibit on the Scottish pavilion at SIAL Paris in October. Places are part-funded and limited to 20 companies.
E|scotland;international|growth|energy-net-zero|export-international|Scottish Development International|Offshore wind trade mission to the USA|SDI is leading a delegation of Scottish supply chain companies to the US offshore wind conference in Boston in April. Apply by 10 January.
E|highlands-islands|all|-|grants;loans-finance|Business Gateway Highland|Funding surgery in Fort William|Meet an adviser at the Fort William drop-in and find out which grants and loans your business could apply for. No need to book.
E|glasgow-clyde|idea|-|starting-up|Business Gateway Glasgow|Start-up workshop: is your business idea viable?|A free three-hour workshop in Glasgow city centre for anyone thinking of starting a business. Covers market research, pricing and next steps.
E|uk|all|-|innovation-rd;grants|Innovate UK Business Connect|Webinar: how to write a successful Innovate UK application|Join our online briefing on 4 February to hear assessors explain what makes a strong Smart grant application. Q&A at the end.
E|tayside-fife|all|-|networking-peer-support|Fife Chamber of Commerce|Fife Business Week 2027|A week of events across Kirkcaldy, Dunfermline and Glenrothes, from networking lunches to a business awards dinner.
E|north-east-scotland|all|energy-net-zero|networking-peer-support|P&J Live|All-Energy style supply chain expo at P&J Live|Energy transition companies will exhibit at P&J Live in Aberdeen on 3-4 June. Free visitor registration is open.
E|scotland|growth|digital-tech|networking-peer-support;equity-investment|ScotlandIS|ScotSoft 2027|Scotland's largest tech conference returns to the EICC with talks on AI, scaling and raising investment. Delegate tickets on sale now.
E|edinburgh-lothians|startup;growth|digital-tech|networking-peer-support;starting-up|CodeBase|CodeBase founders meetup|An informal evening for tech founders in Edinburgh with pizza, a fireside chat and demos. Free for CodeBase members.
E|scotland|all|-|digital-adoption|Cyber and Fraud Centre Scotland|Cyber essentials webinar for small businesses|A 45-minute online session on 20 March covering passwords, phishing and backups. Free, with a recording sent to all registrants.
E|south-of-scotland|all|agriculture-rural|networking-peer-support;net-zero-sustainability|Farm Advisory Service|Farm walk: soil health and carbon at a Borders farm|Join us on a working farm near Kelso to see cover crops and soil testing in practice. Tea and bacon rolls provided.
E|highlands-islands|all|-|networking-peer-support|Inverness Chamber of Commerce|Inverness Chamber annual dinner|The Highlands' biggest business night returns to the Kingsmills Hotel in November. Tables of ten available.
E|scotland|all|-|procurement-tenders|Supplier Development Programme|Meet the Buyer Scotland 2027|The national procurement event at the SEC brings suppliers face to face with public sector buyers. Free for SMEs; register online.
E|forth-valley|idea;startup|-|starting-up;networking-peer-support|Stirling Enterprise Park (STEP)|Start-up Saturday at STEP|A morning of short talks, clinics and networking for new and would-be founders in Stirling. Coffee from 9.30.
E|ayrshire|all|tourism-hospitality|networking-peer-support;marketing-sales|South Ayrshire Council|Ayrshire tourism conference|Tourism and hospitality businesses from Ayr, Troon and the coast meet to hear the visitor outlook for next season. At the Marine Hotel, Troon.
E|glasgow-clyde|all|creative-industries|networking-peer-support|Glasgow School of Art|Creative industries showcase and networking night|Designers, makers and creative studios are invited to a showcase at the Reid Building with talks on licensing and commissions.
E|scotland|all|-|networking-peer-support;inclusion-diversity|Women's Enterprise Scotland|Women in Enterprise conference|A day of workshops and talks for women business owners from across Scotland, held in Perth. Childcare bursaries available.
E|uk|idea;startup|-|starting-up|Federation of Small Businesses|Webinar: your first tax return as a sole trader|FSB's online session on 15 January walks new sole traders through self assessment, allowable expenses and deadlines.
E|scotland|growth|-|leadership-management;networking-peer-support|Entrepreneurial Scotland|Saltire Scholars leadership retreat|An immersive two-day retreat in the Trossachs for leaders of high-growth companies. Applications close on 12 September.
E|tayside-fife|startup;growth|digital-tech|equity-investment;networking-peer-support|Elevator|Dundee games accelerator demo day|Ten games studios from the Dundee accelerator pitch to investors and publishers at the V&A Dundee. Register to attend.
E|scotland|all|social-enterprise|networking-peer-support|Social Enterprise Scotland|Social Enterprise World Forum fringe events|A programme of fringe events in Edinburgh and Glasgow for social enterprises, charities and community businesses.
E|northern-ireland|all|-|export-international|Invest Northern Ireland|Exporting to Ireland: cross-border briefing in Newry|A briefing for Northern Ireland businesses selling into the Republic of Ireland, covering customs, VAT and distribution.
E|wales|startup|-|networking-peer-support;starting-up|Business Wales|Cardiff start-up networking evening|Meet other new business owners and Business Wales advisers at this evening event in Cardiff Bay.
E|england|all|-|networking-peer-support|Cumbria Growth Hub|Carlisle business expo|Around 80 exhibitors and free seminars at Carlisle Racecourse. Open to all Cumbria businesses.
E|scotland|startup;growth|-|equity-investment|LINC Scotland|Investor readiness masterclass|A half-day masterclass in Glasgow on term sheets, valuations and what angels look for. For founders planning to raise in the next year.
E|glasgow-clyde|all|manufacturing-engineering|innovation-rd;networking-peer-support|National Manufacturing Institute Scotland (NMIS)|Open day at the NMIS manufacturing innovation hub|Manufacturers can tour the NMIS facility in Renfrewshire, see automation demonstrators and meet engineers.
E|scotland|all|life-sciences-health|innovation-rd|Digital Health & Care Innovation Centre|Health innovation challenge briefing|An online briefing for companies interested in the next NHS Scotland innovation challenges. Hear from clinical leads and ask questions.
E|highlands-islands|all|marine-fishing|networking-peer-support|Sustainable Aquaculture Innovation Centre (SAIC)|Aquaculture innovation conference in Oban|Salmon and shellfish farmers, researchers and suppliers meet in Oban to discuss fish health and new technology.
E|edinburgh-lothians|all|-|marketing-sales|Business Gateway Edinburgh|Workshop: Instagram and TikTok for small business|A hands-on session in Leith on short video, hashtags and converting followers into customers. Bring your phone.
E|scotland|all|-|recruitment-employment|Developing the Young Workforce|Employer breakfast: hiring school leavers|Find out how to recruit and train young people through foundation apprenticeships and work placements. Online and free.
E|scotland|all|-|legal-tax-regulation|Scottish Chambers of Commerce|Budget breakfast briefing|Economists and tax experts explain what the Scottish Budget means for business rates, income tax and skills funding. Held in Glasgow and online.
E|tayside-fife|all|-|grants;loans-finance|Dundee City Council|Meet the funders: Dundee event for small businesses|Find out about grants, loans and equity options at this free event in Dundee with the Bank, DSL Business Finance and local funders.
E|scotland|growth|-|export-international|Scottish Enterprise|Export masterclass: pricing for international markets|This online masterclass helps growing businesses set export prices, manage currency risk and choose incoterms.
E|north-east-scotland|all|food-drink|marketing-sales|Aberdeenshire Council|Aberdeenshire food and drink producers market day|Local producers can book a free stall at the Inverurie market day to sell direct to the public.
E|uk;international|all|-|export-international|Department for Business and Trade|UK pavilion at CES Las Vegas|UK tech companies can apply for a place on the UK pavilion at CES in January, with subsidised stand space.
E|scotland|idea|-|starting-up;inclusion-diversity|Young Enterprise Scotland|Bootcamp for young entrepreneurs aged 16-25|A free weekend bootcamp in Stirling for young people with a business idea. Travel costs are covered.
M|scotland|all|-|leadership-management|Fraser of Allander Institute|Scottish Business Monitor: Q3 results|The latest Scottish Business Monitor found that firms expect modest growth in turnover, but cost pressures remain the biggest concern for the next six months.
M|scotland|all|retail-ecommerce|marketing-sales|Scottish Retail Consortium|Scottish retail sales fall in October|Total sales in Scotland decreased by 1.2% compared with October last year, the Scottish Retail Consortium's monitor shows. Footfall was down in Glasgow and Edinburgh.
M|scotland|all|-|recruitment-employment|Skills Development Scotland|Regional Skills Assessments published|Skills Development Scotland's new assessments set out labour market demand and skills supply for each region of Scotland.
M|scotland|all|tourism-hospitality|legal-tax-regulation|Scottish Government|Visitor levy: councils publish plans|Edinburgh, Glasgow and Highland councils have confirmed plans for a visitor levy on overnight stays. Accommodation providers will need to collect it from next year.
M|highlands-islands|all|-|leadership-management|Highlands and Islands Enterprise|My Business Panel survey: Highlands and Islands businesses confident|HIE's latest panel survey of more than 1,000 businesses shows confidence has returned to pre-pandemic levels, with housing and transport the main constraints.
M|north-east-scotland|all|energy-net-zero|recruitment-employment|Aberdeen & Grampian Chamber of Commerce|Oil and gas survey: jobs moving to energy transition|The Chamber's twice-yearly survey found that contractors expect more of their workforce to be in renewables within five years.
M|uk|all|-|loans-finance|British Business Bank|Small Business Finance Markets report|Demand for bank lending from smaller businesses fell again last year, while use of asset finance and equity held steady, the British Business Bank reports.
M|uk|all|-|legal-tax-regulation|HMRC|Making Tax Digital for Income Tax from April|Sole traders and landlords with income over £50,000 must keep digital records and send quarterly updates to HMRC from April.
M|scotland|all|food-drink|legal-tax-regulation;net-zero-sustainability|Zero Waste Scotland|Deposit return scheme timetable confirmed|The UK-aligned deposit return scheme will start in October, covering single-use drinks containers. Producers and retailers must register in advance.
M|scotland|all|-|starting-up|National Records of Scotland|Business demography: births and deaths of Scottish businesses|Official statistics show that business births in Scotland rose to 21,000 last year, while three-year survival rates fell slightly.
M|uk|all|-|leadership-management|Office for National Statistics|GDP monthly estimate: economy grew 0.2%|The UK economy grew by 0.2% in the latest month, driven by services. Production output fell.
M|scotland|all|-|legal-tax-regulation|Scottish Fiscal Commission|Scotland's economic and fiscal forecasts|The Scottish Fiscal Commission forecasts that growth in Scottish GDP will remain below 1.5% a year and that income tax revenues will rise with wages.
M|scotland|all|digital-tech|recruitment-employment;skills-training|ScotlandIS|Scottish Technology Industry Survey|Tech firms in Scotland expect to grow headcount this year but report shortages of experienced software developers and data scientists.
M|scotland|all|-|digital-adoption|Scottish AI Alliance|AI adoption among Scottish SMEs: new research|A survey of 600 small businesses finds that a third now use generative AI tools, mainly for marketing and admin, but few have an AI policy.
M|edinburgh-lothians|all|tourism-hospitality|marketing-sales|Edinburgh Evening News|Edinburgh hotel occupancy hits record during festival|Hotels in Edinburgh reported average occupancy of 94% in August, with room rates up on last year.
M|glasgow-clyde|all|construction-property|premises-property|Glasgow Times|Glasgow office market: demand for Grade A space grows|Take-up of prime office space in Glasgow city centre rose by a fifth this year while older buildings stand empty.
M|tayside-fife|all|creative-industries|recruitment-employment|The Courier|Dundee games sector now employs over 1,000|A new report shows Dundee's video games cluster has grown to more than 1,000 jobs, with studios struggling to recruit senior staff.
M|uk|all|-|recruitment-employment;legal-tax-regulation|Department for Business and Trade|Employment Rights Bill: what it means for small employers|The Bill introduces day-one rights to statutory sick pay and changes to zero-hours contracts. Most measures take effect in stages from next year.
M|scotland|all|agriculture-rural|legal-tax-regulation|NFU Scotland|New agricultural support framework announced|The Scottish Government has set out the next phase of farm support, tying more payments to climate and nature measures.
M|scotland|all|marine-fishing|export-international|Seafood Scotland|Scottish salmon exports reach record value|Exports of Scottish farmed salmon rose to a record £800m last year, driven by demand from the USA and France.
M|scotland|all|-|export-international|Scottish Government|Export statistics Scotland|Scotland's international exports grew by 4% in real terms, with food and drink, engineering and professional services the largest sectors.
M|south-of-scotland|all|-|leadership-management|South of Scotland Enterprise|Regional economic strategy progress report|SOSE's annual report sets out progress on jobs, housing and connectivity across the Borders and Dumfries and Galloway.
M|scotland|all|-|legal-tax-regulation;recruitment-employment|Scottish Government|Real Living Wage rises to £12.90|The Living Wage Foundation has announced the new rate. Scottish Government grant conditions require payment of the real Living Wage.
M|uk|all|-|legal-tax-regulation|Companies House|Identity verification for company directors|From next spring every new and existing company director must verify their identity with Companies House.
M|scotland|all|-|leadership-management;loans-finance|Federation of Small Businesses|FSB Small Business Index: Scotland|Confidence among small firms in Scotland fell this quarter, with a quarter reporting that cash flow had worsened.
M|england|all|-|leadership-management|North East Growth Hub|North East England business survey|Businesses across the North East of England report rising costs but stable orders, according to the latest regional survey.
M|wales|all|-|leadership-management|Welsh Government|Wales economic outlook|The Welsh Government's update shows output in Wales grew in line with the UK, with employment at a record high.
M|northern-ireland|all|-|export-international|InterTradeIreland|All-island business monitor|Firms in Northern Ireland report strong cross-border sales to the Republic of Ireland, InterTradeIreland's quarterly monitor shows.
M|scotland|all|energy-net-zero|net-zero-sustainability|Scottish Renewables|Renewable energy generation hits new high|Renewable sources generated the equivalent of 113% of Scotland's electricity demand last year, figures show.
M|scotland|all|social-enterprise|leadership-management|Social Enterprise Scotland|Social Enterprise Census 2027|There are now more than 6,000 social enterprises in Scotland, employing 90,000 people, the latest census finds.
M|scotland|all|-|premises-property;legal-tax-regulation|Scottish Government|Non-domestic rates revaluation: draft values published|Draft rateable values for every business property in Scotland have been published. Ratepayers can check their value and appeal.
M|scotland|all|food-drink|export-international|Scotch Whisky Association|Scotch whisky exports dip as US tariffs bite|Exports of Scotch whisky fell by 3% in value last year, with the US market hit by new tariffs.
M|scotland|all|-|premises-property|Scottish Land & Estates|Rural housing shortage holding back businesses|A new study finds that a lack of housing for staff is the biggest barrier to growth for rural businesses.
M|glasgow-clyde|all|-|leadership-management|Glasgow Chamber of Commerce|Glasgow economic index: city outperforms Scotland|The Glasgow Economic Leadership index shows city region output grew faster than Scotland as a whole.
M|uk|all|-|digital-adoption|National Cyber Security Centre|Cyber breaches survey: half of small businesses attacked|Half of UK small businesses reported a cyber breach or attack in the last year, most often phishing.
M|scotland|all|-|inclusion-diversity|Women's Enterprise Scotland|Women-led businesses receive 2% of equity investment|A new report finds that companies founded only by women in Scotland received 2% of equity investment last year.
M|scotland|all|transport-logistics|legal-tax-regulation;net-zero-sustainability|Transport Scotland|Low emission zones now in force in four cities|Glasgow, Edinburgh, Dundee and Aberdeen now enforce low emission zones. Vans and lorries that do not meet the standards face penalties.
C|scotland|idea;startup|-|starting-up|Business Gateway|How to write a business plan|Our step-by-step guide and free template help you write a business plan, from your market research to your cash flow forecast.
C|scotland|all|-|grants|Business Gateway|A guide to finding and applying for grants|Grants are rarely available for everything. This guide explains where to look for grants in Scotland, what funders expect and how to write an application.
C|uk|idea;startup|-|starting-up;legal-tax-regulation|HMRC|Set up as a sole trader|Everything you need to know to register as self-employed, keep records and pay tax and National Insurance.
C|scotland|all|-|digital-adoption|Cyber and Fraud Centre Scotland|Cyber security toolkit for small businesses|Free templates and checklists to help you back up data, train staff to spot phishing and plan for an incident.
C|scotland|all|-|net-zero-sustainability|Business Energy Scotland|Net zero action plan template|Download our template to measure your carbon footprint and plan energy efficiency steps. Free support from an adviser is available.
C|scotland|all|-|recruitment-employment|Skills Development Scotland|Employer guide to Modern Apprenticeships|Find out how Modern Apprenticeships work, what they cost and how to take on an apprentice in Scotland.
C|scotland|all|-|export-international|Scottish Development International|Export guide: choosing your first market|A practical guide to researching overseas markets and choosing where to export first.
C|uk|startup;growth|-|equity-investment|British Business Bank|Equity finance explained|Our guide explains how equity investment works, from angel investors to venture capital, and what to expect during due diligence.
C|scotland|all|-|legal-tax-regulation|Business Gateway|Employment law basics for new employers|Contracts, holidays, sick pay and the national minimum wage: a plain-English guide for first-time employers.
C|uk|all|-|procurement-tenders|Crown Commercial Service|How to sell to the public sector|A guide to finding contract opportunities, registering as a supplier and writing a tender response.
C|scotland|all|-|procurement-tenders|Supplier Development Programme|Free e-learning: tendering for beginners|SDP's online modules walk small businesses through finding tenders on Public Contracts Scotland and writing a winning bid.
C|scotland|all|-|marketing-sales|Business Gateway|Marketing on a budget|Practical tips on building a brand, getting press coverage and using social media without spending a fortune.
C|scotland|all|-|digital-adoption|DigitalBoost|DigitalBoost online learning|Bite-sized videos and webinars on recordings to help you improve your website, e-commerce and digital marketing.
C|scotland|growth|-|leadership-management|Scottish Enterprise|Leadership development resources for growing companies|Self-paced tools to help leaders of ambitious companies build teams, set strategy and plan for growth.
C|uk|all|-|legal-tax-regulation|Information Commissioner's Office|GDPR for small businesses: SME hub|The ICO's SME hub has templates, checklists and short guides to help you comply with data protection law.
C|scotland|all|food-drink|export-international;legal-tax-regulation|Scotland Food & Drink|Exporting food and drink to the EU: paperwork guide|A guide to export health certificates, labelling and customs for food and drink producers selling into the EU.
C|uk|idea|-|starting-up;inclusion-diversity|Prince's Trust|Explore enterprise: online course for young people|A free online course for 18 to 30 year olds exploring whether self-employment is right for them.
C|scotland|all|agriculture-rural|net-zero-sustainability|Farm Advisory Service|Guide to carbon audits for farms|How to carry out a carbon audit on your farm or croft and which funded audits are available.
C|scotland|all|tourism-hospitality|marketing-sales|VisitScotland (industry)|Tourism toolkit: selling to international visitors|VisitScotland's industry toolkit explains how to work with tour operators and market your business to overseas visitors.
C|scotland|all|-|premises-property|Business Gateway|Finding the right business premises|A guide to leasing commercial property, business rates, planning permission and negotiating rent.
C|scotland|startup;growth|-|equity-investment|LINC Scotland|Investment readiness guide|What angel investors look for, how to prepare a pitch deck and how valuations work.
C|scotland|all|-|leadership-management|Co-operative Development Scotland|Employee ownership: a guide for business owners|How an employee ownership trust works as a succession option and the support available in Scotland.
C|scotland|all|-|skills-training|Skills Development Scotland|Skills planning toolkit for employers|A free toolkit to identify skills gaps in your workforce and plan training.
C|scotland|all|social-enterprise|starting-up|Just Enterprise|Starting a social enterprise: legal structures guide|Guidance on choosing between a CIC, SCIO, co-operative or company limited by guarantee.
C|highlands-islands|all|-|digital-adoption|Highlands and Islands Enterprise|Digital enablement guides for island businesses|Short guides on broadband options, online booking and cloud software for businesses in remote and island communities.
C|uk|all|-|loans-finance|British Business Bank|Finance Hub: cash flow forecast template|Download a free cash flow forecast template and read how to manage cash flow in a small business.
C|uk|all|-|innovation-rd;legal-tax-regulation|Intellectual Property Office|IP basics: protecting your ideas|A free online tool explains patents, trade marks, designs and copyright, and which you need.
C|scotland|all|-|inclusion-diversity;recruitment-employment|Inclusion Scotland|Guide to employing disabled people|Practical advice on reasonable adjustments, Access to Work and inclusive recruitment.
C|scotland|growth|-|export-international|Scottish Enterprise|Online course: export essentials|Five short self-paced modules on market research, pricing, logistics and payment terms for companies starting to export.
C|uk|all|-|marketing-sales;digital-adoption|Google Digital Garage|Fundamentals of digital marketing|A free online course with 26 modules on search, social media, analytics and e-commerce.
C|wales|idea;startup|-|starting-up|Business Wales|Starting up in Wales: guides and templates|Business Wales' start-up guides cover business plans, finance and registering your business in Wales.
C|northern-ireland|idea;startup|-|starting-up|Invest Northern Ireland|Go For It programme: business planning support|Anyone in Northern Ireland with a business idea can get one-to-one help to write a business plan through the Go For It programme.
C|scotland|startup|-|leadership-management;networking-peer-support|Entrepreneurial Scotland|Mentoring for early-stage founders|Get matched with an experienced entrepreneur who will mentor you for a year. Apply any time.
C|scotland|all|-|net-zero-sustainability|Zero Waste Scotland|Resource efficiency guide for manufacturers and retailers|How to reduce waste, reuse materials and cut costs, with case studies from Scottish businesses.
C|scotland|all|construction-property|net-zero-sustainability|Construction Scotland Innovation Centre|Retrofit guide for builders and contractors|A guide to insulation, ventilation and heat pump installation standards for construction firms moving into retrofit.
C|scotland|all|life-sciences-health|legal-tax-regulation|Digital Health & Care Innovation Centre|Selling to NHS Scotland: a guide for health tech companies|How NHS procurement works, the regulations for medical devices, and how to run a pilot.
C|scotland|all|-|leadership-management|Business Gateway|Succession planning: preparing to sell or pass on your business|Our guide helps owners of established businesses plan an exit, value the business and find a buyer.
C|uk|all|-|recruitment-employment|Acas|Acas guide to recruiting staff|Step-by-step advice on job adverts, interviews, right-to-work checks and contracts.
C|scotland|all|-|legal-tax-regulation|Scottish Government|Guide to the Scottish visitor levy for accommodation providers|How the visitor levy works, which stays are exempt, and how to register and make returns.
C|scotland|all|creative-industries|legal-tax-regulation|Creative Scotland|Guide to copyright and contracts for freelancers|Advice for artists and creative freelancers on contracts, fees and protecting their work.
C|glasgow-clyde|idea;startup|-|starting-up|Glasgow Caledonian University|Free online course: from idea to enterprise|A six-week self-paced course from GCU's enterprise team covering customer discovery and first sales, open to Glasgow residents.
C|edinburgh-lothians|idea;startup|-|starting-up|Bright Red Triangle (Edinburgh Napier University)|Bright Red Triangle start-up toolkit|Templates and videos for Napier students and graduates starting a business in Edinburgh.
F|scotland|startup;growth|-|loans-finance|DSL Business Finance|Business loans from £1,000 to £100,000|DSL provides loans to Scottish SMEs and start-ups that have been turned down or only part-funded by a bank.
F|glasgow-clyde|all|-|loans-finance|Business Loans Scotland|Scottish Growth Scheme loans in Lanarkshire|Businesses in North and South Lanarkshire can apply for loans of £25,000 to £100,000 through Business Loans Scotland.
F|scotland;england|growth|-|equity-investment|Par Equity|Par Equity raises new fund for northern tech|Par Equity has closed a new fund to invest in high-growth technology companies across Scotland and the North of England.
F|scotland|all|-|grants|Foundation Scotland|Community benefit funds from wind farms|Community groups near wind farms across Scotland can apply to community benefit funds managed by Foundation Scotland.
F|edinburgh-lothians|all|-|grants;net-zero-sustainability|Midlothian Council|Midlothian business decarbonisation grants|Midlothian businesses can apply for up to £4,000 to install solar PV, LED lighting or heat pumps.
F|north-east-scotland|all|food-drink|grants;export-international|Aberdeenshire Council|Aberdeenshire food and drink export support|Food and drink producers in Aberdeenshire can claim up to £2,000 towards attending trade shows to reach new export markets.
F|tayside-fife|all|-|grants;recruitment-employment|Angus Council|Angus employer recruitment incentive|Businesses in Angus that employ a local unemployed person can receive up to £4,000 towards wages.
F|ayrshire|idea;startup|-|loans-finance;starting-up|North Ayrshire Council|North Ayrshire start-up loan fund|People starting a business in Irvine, Saltcoats, Largs and the rest of North Ayrshire can borrow up to £5,000 interest-free.
F|forth-valley|all|-|grants;net-zero-sustainability|Falkirk Council|Grangemouth just transition fund|Businesses in Falkirk and Grangemouth diversifying away from fossil fuels can apply for grants from the just transition fund.
F|scotland|growth|-|grants;export-international|Scottish Enterprise|Global Growth grants for exporters|Scottish Enterprise can fund up to 50% of the cost of export projects for companies with plans to grow international sales.
E|edinburgh-lothians|all|-|networking-peer-support|West Lothian Chamber of Commerce|Livingston business lunch|Members and guests meet for lunch at Houstoun House with a short talk on the West Lothian economy.
E|forth-valley|all|-|networking-peer-support|Forth Valley Chamber of Commerce|Forth Valley business awards night|Celebrate the best of business across Stirling, Falkirk and Clackmannanshire at the annual awards ceremony.
E|ayrshire|all|-|networking-peer-support;marketing-sales|Ayrshire Chamber of Commerce|Ayrshire Business Expo|Exhibit or visit Ayrshire's biggest business show at the Ayr Racecourse, with a seminar programme all day.
E|south-of-scotland|all|-|networking-peer-support|Dumfries & Galloway Chamber of Commerce|Dumfries business networking breakfast|An early start with coffee, rolls and introductions at the Cairndale Hotel in Dumfries.
E|tayside-fife|all|-|digital-adoption|Business Gateway Fife|Workshop: getting started with AI tools|A practical session in Glenrothes on using ChatGPT and other AI tools safely for everyday admin and marketing.
E|north-east-scotland|idea;startup|-|starting-up|Business Gateway Aberdeen City and Shire|Starting your own business: evening workshop|A free workshop in Aberdeen covering business plans, bookkeeping and registering with HMRC.
E|highlands-islands|all|food-drink|networking-peer-support;marketing-sales|Moray Council|Speyside food and drink festival: producers wanted|Moray producers can book a stand at the food and drink festival in Elgin in May.
E|scotland|all|-|net-zero-sustainability|Business Energy Scotland|Webinar: heat pumps for business premises|A free online session on 9 October about choosing and funding a heat pump for your premises.
E|uk|all|-|legal-tax-regulation|HMRC|HMRC live webinar: VAT for small businesses|Learn about registering for VAT, VAT returns and Making Tax Digital in this free live webinar.
E|scotland;international|all|textiles-fashion|export-international|Scottish Textiles Showcase|Scottish textiles at Première Vision Paris|Scottish mills and knitwear brands can join the collective stand at Première Vision in Paris in February.
M|scotland|all|tourism-hospitality|leadership-management|VisitScotland (industry)|Scotland visitor survey results|International visitors to Scotland spent more per trip last year, but domestic day trips fell, VisitScotland's survey shows.
M|scotland|all|-|legal-tax-regulation|Holyrood|Holyrood committee calls for simpler business support|MSPs on the economy committee say the landscape of business support in Scotland is too cluttered and should be simplified.
M|uk|all|-|legal-tax-regulation;loans-finance|Bank of England|Bank of England holds interest rates|The Bank of England has held interest rates, meaning borrowing costs for small firms with variable-rate loans are unchanged.
M|scotland|all|-|recruitment-employment|Scottish Government|Labour market trends: Scotland unemployment falls|Scotland's unemployment rate fell to 3.9% in the three months to September, official figures show.
M|scotland|all|construction-property|leadership-management|Scottish Construction Now|Construction output in Scotland rises|Construction output in Scotland rose by 2% in the quarter, led by infrastructure and repair work.
M|scotland|all|financial-professional|recruitment-employment|Scottish Financial Enterprise|Financial services employment reaches 150,000|The financial and professional services sector now employs 150,000 people in Scotland, a new report shows.
M|scotland|all|-|innovation-rd|Royal Society of Edinburgh|Innovation in Scotland: RSE inquiry report|The RSE's inquiry finds Scottish business spending on R&D remains below the UK average and recommends new incentives.
C|scotland|all|-|grants|SCVO (Scottish Council for Voluntary Organisations)|Funding Scotland search: how to use it|A guide to searching thousands of grants for charities and community groups with Funding Scotland.
C|scotland|all|social-enterprise|grants|SCVO (Scottish Council for Voluntary Organisations)|How to write a funding bid for your charity|Tips on writing an application to trusts and foundations, with examples of strong and weak answers.
F|highlands-islands|startup;growth|-|grants;recruitment-employment|Highlands and Islands Enterprise|Young Islanders employment grant|Island businesses in Orkney, Shetland and the Western Isles that take on a new employee under 25 can claim a wage contribution of up to £5,000. Start-ups and growing firms are both eligible.
F|north-east-scotland|all|food-drink;agriculture-rural|grants;innovation-rd|Opportunity North East|Food, drink and agriculture innovation fund|ONE is backing collaborative projects between producers, processors and researchers in Aberdeen City and Aberdeenshire. Awards range from £10k to £100k.
F|scotland|idea|-|grants;starting-up;inclusion-diversity|Young Enterprise Scotland|Seed money for school leavers with a business idea|If you are 16 to 25 and not yet trading, you can apply for £500 of seed money to test your idea, plus a mentor.
F|glasgow-clyde|growth|-|loans-finance|Glasgow City Council|Glasgow Growth Loan reopens|Ambitious Glasgow companies planning to expand can borrow between £10,000 and £100,000 on flexible terms. Priority for firms creating jobs in the city.
F|edinburgh-lothians|all|creative-industries|grants|City of Edinburgh Council|Edinburgh culture project fund|Arts organisations and creative freelancers based in the capital can apply for up to £8,000 for new work, with a deadline of noon on 2 May.
F|tayside-fife|startup|digital-tech|grants;starting-up|Dundee City Council|Dundee digital start-up award|Tech founders who registered a company in Dundee in the last two years can apply for £3,000 and desk space at the city's incubator.
F|south-of-scotland|all|tourism-hospitality|grants;premises-property|South of Scotland Enterprise|Visitor accommodation upgrade grants in Galloway|Guest houses, campsites and holiday lets in Dumfries and Galloway can get a third of the cost of refurbishment, up to £30,000.
F|uk|growth|-|equity-investment;innovation-rd|Innovate UK|Investor Partnerships: grant and equity for high-growth SMEs|Innovate UK will match equity raised from partner investors with an R&D grant, for ambitious UK businesses with innovation projects worth up to £2m.
F|england|all|-|grants;net-zero-sustainability|Greater Manchester Business Growth Hub|Greater Manchester green business grants|SMEs in Greater Manchester can claim up to £5,000 to install energy-saving measures after a free carbon audit.
F|wales|startup;growth|digital-tech|equity-investment|Development Bank of Wales|Tech seed investment in Wales|The Development Bank of Wales invests £50,000 to £250,000 in early-stage Welsh technology businesses with growth potential.
F|northern-ireland|established|manufacturing-engineering|grants;skills-training|Invest Northern Ireland|Skills growth programme for NI manufacturers|Established manufacturers in Northern Ireland can get up to half the cost of a structured training plan for their workforce.
F|tayside-fife|all|-|procurement-tenders|Public Contracts Scotland|Quick quote: signage for NHS Tayside sites|NHS Tayside is seeking quotations for interior and exterior signage across three hospital sites in Dundee and Perth. Quotes due by 14 February.
F|highlands-islands|all|transport-logistics|procurement-tenders|Argyll and Bute Council|Tender: school and public bus services in Kintyre|Argyll and Bute Council invites bus and coach operators to bid for local routes around Campbeltown and Kintyre for five years.
F|scotland|all|agriculture-rural|grants;net-zero-sustainability|NatureScot|Nature Restoration Fund: farmers and land managers|Land managers can apply for grants to restore peatland, plant hedgerows or create wetlands. Awards from £25,000 to £250,000.
F|scotland|all|-|grants;premises-property|Historic Environment Scotland|Historic building repair grants for business owners|Owners of listed commercial buildings can apply for help with repairs that keep historic fabric in use.
F|scotland|all|energy-net-zero|grants;innovation-rd|Net Zero Technology Centre|TechX Pioneer: clean energy technology accelerator|The Net Zero Technology Centre offers up to £100,000 in non-dilutive funding and a place on its accelerator to clean energy technology companies.
F|scotland|all|marine-fishing|grants;innovation-rd|Sustainable Aquaculture Innovation Centre (SAIC)|Aquaculture innovation project call|SAIC funds collaborative research between fish farmers, shellfish growers and universities to solve industry problems.
F|scotland|all|construction-property|innovation-rd;grants|Construction Scotland Innovation Centre|Innovation support for builders trialling new materials|CSIC can part-fund trials of low-carbon building materials and offsite construction methods for Scottish construction firms.
F|forth-valley|all|-|grants;marketing-sales|Clackmannanshire Council|Clackmannanshire marketing support grant|Businesses in Alloa, Tillicoultry and across Clackmannanshire can get up to £1,500 towards marketing materials and campaigns.
F|ayrshire|startup;growth|-|grants;recruitment-employment|South Ayrshire Council|South Ayrshire recruitment incentive for young businesses|Small firms under five years old in Ayr, Prestwick and Girvan can claim £3,000 for each new full-time job.
F|scotland|established|-|loans-finance;leadership-management|Scottish Enterprise|Finance for management buy-outs and employee ownership|Owners of established companies planning succession can access loan finance to support a transfer to managers or an employee ownership trust.
F|uk|all|-|grants;export-international|Department for Business and Trade|UK Tradeshow Programme support|Eligible UK businesses can get grants towards exhibiting at approved overseas trade shows.
M|uk|all|-|legal-tax-regulation|HMRC|Late payment interest rate rises|HMRC has raised the rate of interest charged on late tax payments, following the Bank of England's base rate decision.
M|scotland|all|tourism-hospitality|recruitment-employment|Scottish Tourism Alliance|Tourism workforce survey: seasonal staff harder to find|Seven in ten tourism operators say they struggled to fill seasonal vacancies this summer, particularly in rural and island areas.
M|highlands-islands|all|-|premises-property;recruitment-employment|Highlands and Islands Enterprise|Housing shortage hits Highland employers|A study for HIE finds a lack of affordable housing is stopping businesses in Skye and Lochaber from recruiting staff.
M|north-east-scotland|all|-|leadership-management|Aberdeen & Grampian Chamber of Commerce|North East business confidence at a two-year high|More firms in Aberdeen and Aberdeenshire expect to grow sales in the next six months, the Chamber's economic survey finds.
M|scotland|all|food-drink|export-international|Scotland Food & Drink|Food and drink exports hit £9bn|Scottish food and drink exports reached a record £9bn last year, with salmon and whisky leading growth in Asia.
M|scotland|all|-|inclusion-diversity;starting-up|Royal Society of Edinburgh|Rural entrepreneurship: barriers for women founders|A new report looks at why fewer women in rural Scotland start businesses and recommends targeted support.
M|uk|all|retail-ecommerce|marketing-sales|Office for National Statistics|Online sales share falls back|Online spending as a share of all retail fell slightly last month as shoppers returned to high streets, official figures show.
M|scotland|all|-|premises-property|Scottish Government|Empty shops: town centre vacancy rate falls|The vacancy rate for shops in Scottish town centres fell to 14%, the lowest in five years, according to new figures.
M|edinburgh-lothians|all|-|leadership-management|Edinburgh Chamber of Commerce|Edinburgh economy: festival spending boosts city|Visitor spending during August added an estimated £400m to the Edinburgh economy, a Chamber study finds.
M|tayside-fife|all|manufacturing-engineering|innovation-rd|The Courier|Michelin site in Dundee becomes hub for low-carbon manufacturing|The Michelin Scotland Innovation Parc now hosts 30 businesses working on sustainable mobility and manufacturing.
M|glasgow-clyde|all|digital-tech|recruitment-employment|Glasgow Times|Glasgow tech jobs boom|Technology employers in Glasgow added 2,000 jobs this year, but firms report a shortage of senior engineers.
M|scotland|all|-|legal-tax-regulation|SPICe Spotlight (Scottish Parliament Information Centre)|Explainer: non-domestic rates reforms|SPICe sets out how the proposed reforms to business rates would change reliefs for small businesses.
M|scotland|all|-|net-zero-sustainability|Zero Waste Scotland|Material flow accounts: Scotland's carbon footprint from consumption|Scotland's material footprint fell last year, but consumption emissions remain well above the target, new analysis shows.
M|uk|all|-|loans-finance|Federation of Small Businesses|Late payments cost small firms £22,000 a year|An FSB survey finds that late payment by larger customers is the biggest cash flow problem for small businesses.
M|scotland|all|agriculture-rural|legal-tax-regulation|Scottish Land & Estates|Land reform bill: what it means for rural businesses|The Land Reform (Scotland) Bill introduces new duties for large landholdings. Here is what estates and tenants need to know.
M|wales|all|tourism-hospitality|legal-tax-regulation|Welsh Government|Welsh visitor levy confirmed|Accommodation providers in Wales will collect a small per-night levy from visitors under new legislation.
M|northern-ireland|all|-|leadership-management|Invest Northern Ireland|NI business activity rises for third month|Private sector output in Northern Ireland grew again in October, led by manufacturing and services.
M|england|all|-|leadership-management|London & Partners|London's start-up ecosystem report|London remains Europe's top city for venture funding, the annual ecosystem report finds.
M|scotland|all|life-sciences-health|innovation-rd|Scottish Enterprise|Life sciences sector turnover grows|Scotland's life sciences sector grew turnover by 8% last year to more than £9bn, according to the industry's annual review.
M|scotland|all|-|digital-adoption|DIGIT|Scottish firms lag on cloud adoption|Fewer than half of small businesses in Scotland use cloud accounting software, a new survey suggests.
E|highlands-islands|all|-|networking-peer-support;digital-adoption|Business Gateway Highland|Tech clinic on Skye|Drop in at the Portree community hall on 8 April for one-to-one help with websites, social media and online booking.
E|north-east-scotland|growth|energy-net-zero|export-international|Energy Transition Zone|Meet the international buyers: offshore wind supply chain|Buyers from Norway, Denmark and the Netherlands will meet Aberdeen supply chain companies looking to grow internationally at this two-day event.
E|scotland;international|growth|food-drink|export-international|Scotland Food & Drink|Scotch whisky and gin showcase in Tokyo|Distilleries seeking distributors in Japan can join a tasting showcase in Tokyo in May, supported by SDI.
E|tayside-fife|all|-|networking-peer-support|Perthshire Chamber of Commerce|Perthshire business lunch with guest speaker|Join Perthshire Chamber for lunch at the Royal George Hotel with a talk on the regional economy.
E|glasgow-clyde|idea;startup|-|starting-up;inclusion-diversity|Glasgow Chamber of Commerce|Black and minority ethnic founders meetup|A relaxed evening in the Merchant City for ethnic minority entrepreneurs starting or running a new business in Glasgow.
E|edinburgh-lothians|all|life-sciences-health|networking-peer-support;innovation-rd|Edinburgh Innovations|BioQuarter life sciences networking|Researchers, clinicians and medtech companies meet at Edinburgh BioQuarter for short talks and a poster session.
E|south-of-scotland|all|textiles-fashion|networking-peer-support|Scottish Borders Council|Borders textile trail open studios weekend|Weavers, knitters and designers in Hawick and Galashiels open their studios to buyers and visitors over one weekend in September.
E|forth-valley|all|-|legal-tax-regulation|Business Gateway|Year-end tax workshop in Falkirk|Learn what you need to do at your financial year end: tax returns, VAT and record keeping. At the Falkirk Business Hub.
E|ayrshire|all|-|networking-peer-support;procurement-tenders|North Ayrshire Council|North Ayrshire supplier day|Meet council buyers and main contractors at the Portal in Irvine and find out about contracts coming up next year.
E|uk|all|-|digital-adoption|National Cyber Security Centre|Cyber Aware live: protecting small businesses|A free online event with the NCSC on the most common cyber attacks against small businesses and how to stop them.
E|wales|all|food-drink|networking-peer-support;marketing-sales|Business Wales|Welsh food and drink trade day|Producers from across Wales meet retail and hospitality buyers in Cardiff.
E|england|growth|-|equity-investment|North East Growth Hub|Investor pitch evening in Newcastle|High-growth companies in the North East of England pitch to angel investors. Apply to pitch by 1 March.
E|scotland|idea;startup|-|starting-up;marketing-sales|Business Gateway|Webinar: finding your first customers|An online session for new and aspiring business owners on market research, pricing and first sales.
E|scotland|growth|-|leadership-management|Scottish Enterprise|Leading for growth: leadership programme cohort starts in March|A six-month programme for leaders of ambitious companies, starting with a two-day residential in March. Apply by 31 January.
E|scotland|all|creative-industries|networking-peer-support|Culture & Business Scotland|Culture and business networking reception|Business leaders and arts organisations meet to explore sponsorship and partnerships at the National Galleries.
E|scotland|all|social-enterprise|grants;networking-peer-support|Foundation Scotland|Community funding roadshow|Find out about community funds open to your group at our roadshow events in Inverness, Dumfries and Stirling.
E|scotland|all|-|inclusion-diversity;networking-peer-support|Women's Enterprise Scotland|International Women's Day business breakfast|A breakfast celebrating women in business, with a panel of founders from across Scotland.
E|highlands-islands|all|agriculture-rural|networking-peer-support|Farm Advisory Service|Crofting open day in Sutherland|Crofters are invited to a practical open day on grazing management and grants near Lairg.
E|scotland;international|all|-|networking-peer-support;export-international|Scottish Development International|Scottish networking reception in New York|Scottish businesses visiting New York during Tartan Week are invited to a networking reception with US partners.
C|scotland|all|-|digital-adoption;legal-tax-regulation|Business Gateway|Making Tax Digital: choosing software|Which accounting software works with Making Tax Digital, and how to move your records from spreadsheets.
C|scotland|all|tourism-hospitality|legal-tax-regulation|VisitScotland (industry)|Short-term let licensing: a step-by-step guide|How to apply for a short-term let licence in your council area, the safety checks you need and the fees.
C|uk|all|-|recruitment-employment;legal-tax-regulation|Acas|Managing flexible working requests|Acas guidance on handling requests for flexible working fairly and within the law.
C|scotland|all|-|net-zero-sustainability|Business Energy Scotland|Energy saving checklist for small businesses|Twenty simple ways to cut energy use in offices, shops and workshops, most of them free.
C|scotland|all|-|export-international;legal-tax-regulation|Scottish Chambers of Commerce|Export documentation explained|A guide to commercial invoices, certificates of origin and customs declarations for first-time exporters.
C|uk|startup;growth|-|equity-investment;legal-tax-regulation|HMRC|SEIS and EIS: advance assurance guide|How to apply for advance assurance so your investors can claim tax relief under the Seed and Enterprise Investment Schemes.
C|scotland|all|-|leadership-management;skills-training|Skills Development Scotland|Online course: first-time managers|A free self-paced course for new managers on delegation, feedback and difficult conversations.
C|scotland|idea;startup|creative-industries|starting-up|Creative Scotland|Starting out as a creative freelancer|A guide to setting up as a self-employed artist or designer: tax, pricing your work and finding clients.
C|scotland|all|food-drink|legal-tax-regulation|Food Standards Scotland|Food labelling guidance for small producers|What must appear on your labels, allergens, and how to check your labels comply with the law.
C|scotland|all|-|marketing-sales;digital-adoption|DigitalBoost|How to get found on Google: local SEO guide|Practical steps to improve your Google Business Profile and appear in local searches.
C|scotland|all|-|digital-adoption|Scottish AI Alliance|Living with AI: free online course|A free course explaining what AI is, how it is used in business and the risks to watch for. Learn at your own pace.
C|scotland|all|-|procurement-tenders|Supplier Development Programme|Guide: what is a framework agreement?|Frameworks explained for small suppliers: how to get on one, and how call-off contracts work.
C|uk|all|-|premises-property;legal-tax-regulation|Federation of Small Businesses|Commercial leases: what to check before you sign|An FSB guide to break clauses, repairs, service charges and rent reviews.
C|scotland|all|social-enterprise|leadership-management|SCVO (Scottish Council for Voluntary Organisations)|Governance guide for charity trustees|What trustees are responsible for, how to run board meetings and how to manage risk.
C|scotland|all|-|inclusion-diversity;recruitment-employment|Developing the Young Workforce|Employer guide: offering work experience to young people|How to offer placements to school pupils, with template agreements and risk assessment.
C|highlands-islands|all|-|starting-up|Business Gateway Highland|Starting a business on the islands: a practical guide|Advice for people setting up a business on Scotland's islands: ferry logistics, premises and local funding.
C|scotland|growth|-|recruitment-employment;leadership-management|Scottish Enterprise|Workforce planning toolkit for growing businesses|Templates to plan the roles, skills and pay structure you need as your business scales.
C|wales|all|-|net-zero-sustainability|Business Wales|Green growth pledge guide|How Welsh businesses can make a green growth pledge and cut their environmental impact.
C|northern-ireland|all|-|export-international|Invest Northern Ireland|Exporting from Northern Ireland under the Windsor Framework|What the Windsor Framework means for moving goods between Northern Ireland, Great Britain and the EU.
C|england|idea;startup|-|starting-up|London & Partners|Starting a business in London: resource guide|Where to find start-up advice, workspace and funding in London.
C|scotland|all|-|legal-tax-regulation;recruitment-employment|Business Gateway|Guide to auto-enrolment pensions|Your duties as an employer to enrol staff in a workplace pension, and how to choose a scheme.
C|scotland|all|-|grants;innovation-rd|Interface|How to work with a university: guide for small businesses|How academic partnerships work, what they cost and how innovation vouchers can fund them.
C|uk|all|-|loans-finance|British Business Bank|Guide to asset finance and invoice finance|How asset and invoice finance work, their costs, and when they suit a small business.
F|scotland|startup;growth|-|grants;inclusion-diversity|Scottish Government|Pathways: support for underrepresented founders|A new programme offers pre-accelerator places and small grants to women, disabled and ethnic minority founders of early-stage companies.
F|glasgow-clyde|all|-|grants;net-zero-sustainability|Renfrewshire Council|Paisley business energy grant|Businesses in Paisley and Renfrewshire can claim up to £2,500 towards energy efficiency improvements.
F|highlands-islands|all|-|grants;digital-adoption|Shetland Islands Council|Shetland digital connectivity voucher|Businesses in Shetland without superfast broadband can apply for a voucher towards satellite or wireless connections.
F|tayside-fife|all|-|grants;premises-property|Angus Council|Arbroath and Montrose town centre property grant|Owners of vacant commercial property in Arbroath and Montrose town centres can get up to £20,000 to bring units back into use.
E|scotland|all|-|grants;innovation-rd|Scottish Enterprise|Webinar: introduction to innovation funding|Hear about the grants and support available for research and development in Scotland, and ask our advisers questions. Online, 11am on 3 June.
C|scotland|all|-|grants;loans-finance;equity-investment|Business Gateway|Funding your business: grants, loans and investment explained|An overview of the main types of business finance in Scotland and where to find them.
M|scotland|all|-|grants|Fraser of Allander Institute|Review of business grants in Scotland|The Institute's analysis of £1.5bn of business support finds most grants go to a small number of large companies.
`;

const ALL_STAGES = ['idea', 'startup', 'growth', 'established'];
const CATEGORY: Record<string, LabelledItem['labels']['category']> = {
  F: 'funding',
  E: 'events',
  M: 'market-insights',
  C: 'courses-guides',
};

const KNOWN = new Map<string, { url: string; regions: string[] }>();
for (const vocab of Object.values(REGIONS)) {
  for (const [name, url] of vocab.orgs) KNOWN.set(name, { url, regions: vocab.sourceRegions });
}

/** Bodies outside vocab.ts whose reach differs from the labels of the items written for them here. */
const SOURCE_REGIONS: Record<string, string[]> = {
  "Prince's Trust": ['uk'],
  'Start Up Loans': ['uk'],
  'Innovate UK Business Connect': ['uk'],
  'Department for Energy Security and Net Zero': ['uk'],
  'Crown Commercial Service': ['uk'],
  'Google Digital Garage': ['uk'],
  'Sustainable Aquaculture Innovation Centre (SAIC)': ['scotland'],
  'Rural Payments and Services': ['scotland'],
  'Farm Advisory Service': ['scotland'],
  'National Manufacturing Institute Scotland (NMIS)': ['scotland'],
  'Seafood Scotland': ['scotland'],
  Elevator: ['scotland', 'north-east-scotland', 'tayside-fife'],
  'Scottish Textiles Showcase': ['scotland'],
  'Perthshire Chamber of Commerce': ['scotland', 'tayside-fife'],
  'Argyll and Bute Council': ['scotland', 'highlands-islands'],
  'Shetland Islands Council': ['scotland', 'highlands-islands'],
  'Scottish Borders Council': ['scotland', 'south-of-scotland'],
  'Edinburgh Innovations': ['scotland', 'edinburgh-lothians'],
  'National Cyber Security Centre': ['uk'],
  Acas: ['uk'],
  'Food Standards Scotland': ['scotland'],
  'Glasgow Caledonian University': ['scotland', 'glasgow-clyde'],
  'Bright Red Triangle (Edinburgh Napier University)': ['scotland', 'edinburgh-lothians'],
};

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/**
 * Bodies not in vocab.ts publish for the area their items are labelled with, unless they are
 * national: the item's own labels then stand in for the source's regions.
 */
export const HANDWRITTEN: Array<Omit<LabelledItem, 'id' | 'split'>> = RAW.trim()
  .split('\n')
  .map((line) => {
    const [cat, regions, stages, sectors, topics, organisation, title, body] = line.split('|');
    if (!body || !CATEGORY[cat!]) throw new Error(`bad line: ${line}`);
    const regionList = regions!.split(';');
    const known = KNOWN.get(organisation!);
    return {
      title: title!,
      body: body!,
      organisation: organisation!,
      link: `${known?.url ?? `https://www.${slug(organisation!).replace(/-/g, '')}.org.uk`}/${cat === 'E' ? 'events' : 'news'}/${slug(title!)}`,
      sourceRegions:
        known?.regions ??
        SOURCE_REGIONS[organisation!] ??
        regionList.filter((r) => r !== 'international'),
      labels: {
        category: CATEGORY[cat!]!,
        regions: regionList,
        stages: stages === 'all' ? ALL_STAGES : stages!.split(';'),
        sectors: sectors === '-' ? [] : sectors!.split(';'),
        topics: topics!.split(';'),
      },
    };
  });
