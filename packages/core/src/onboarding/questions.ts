/**
 * What the chat asks for each field, why (when the owner asks "why do you need that?"), and the
 * answers it suggests as chips. One question at a time, plain UK English, no jargon; every
 * question can be skipped.
 */
import { GROWTH_STAGE_CHOICES, type OnboardingField } from '@thistle/shared';

export interface Question {
  ask: string;
  /** Asked instead when the first answer could not be read. */
  again: string;
  why: string;
  quickReplies?: string[];
}

const PREFER_NOT = 'Prefer not to say';

export const QUESTIONS: Record<OnboardingField, Question> = {
  name: {
    ask: "Let's start with you. What's your name?",
    again: "Sorry, I didn't catch your name. What should I call you?",
    why: 'So I can speak to you properly, and so your weekly report is addressed to you.',
  },
  gender: {
    ask: "How would you describe your gender? It's optional, like all the personal questions.",
    again: 'How would you describe your gender? You can also say "prefer not to say" or "skip".',
    why: 'Some funds and programmes are only for women, or for under-represented founders. Your answer is encrypted and never shared.',
    quickReplies: ['Female', 'Male', 'Non-binary', PREFER_NOT],
  },
  age: {
    ask: 'How old are you?',
    again:
      'Sorry, I didn\'t catch a number there. Roughly how old are you? ("mid-thirties" is fine.)',
    why: 'Several schemes are for young founders (often under 30) or for people starting up later in life.',
    quickReplies: [PREFER_NOT],
  },
  date_of_birth: {
    ask: 'And your date of birth? (Day, month and year, like 3 May 1990.)',
    again: 'Could you give it as day, month and year, like 14/08/1988?',
    why: 'Age limits on schemes are usually checked against a date of birth, so this saves you entering it again later.',
    quickReplies: [PREFER_NOT],
  },
  ethnicity: {
    ask: 'How would you describe your ethnic background?',
    again: 'How would you describe your ethnic background? "Prefer not to say" is fine too.',
    why: 'Some support is aimed at ethnic minority entrepreneurs. This is encrypted and only used to match you to it.',
    quickReplies: [PREFER_NOT],
  },
  religion: {
    ask: 'Do you have a religion or belief you would like us to know about?',
    again: 'Do you have a religion or belief? "None" or "prefer not to say" are both fine answers.',
    why: 'A few networks and finance options (Sharia-compliant loans, for example) depend on it. It is encrypted and never shared.',
    quickReplies: ['None', PREFER_NOT],
  },
  accessibility: {
    ask: 'Do you have a disability, health condition or any accessibility needs we should bear in mind?',
    again:
      'Any disability, long-term health condition or accessibility needs? "No" is a perfectly good answer.',
    why: 'There is dedicated support for disabled entrepreneurs, and we can flag events that are accessible.',
    quickReplies: ['No', PREFER_NOT],
  },
  caring_responsibilities: {
    ask: 'Do you have any caring responsibilities, for children or for someone else?',
    again: 'Do you care for children or anyone else? Just "no" is fine.',
    why: 'It helps us suggest flexible, online or part-time programmes, and support aimed at parents and carers.',
    quickReplies: ['No', 'Yes, children', 'Yes, I care for someone'],
  },
  support_areas_needed: {
    ask: 'Now to what would help you most. Which areas would you like support with?',
    again:
      'Which areas would help you most right now? For example funding, marketing, hiring or exporting.',
    why: "It's the main thing we use to decide which funding, events and guides to put in front of you.",
    quickReplies: [
      'Funding',
      'Marketing and sales',
      'Hiring',
      'Exporting',
      'Digital skills',
      'Premises',
    ],
  },
  support_type_needed: {
    ask: 'What kind of support suits you best?',
    again: 'Do you prefer one-to-one advice, workshops, online guides, funding, or something else?',
    why: 'So we show you more of the formats you actually use.',
    quickReplies: [
      'One-to-one advice',
      'Workshops and events',
      'Online guides',
      'Mentoring',
      'Funding',
    ],
  },
  growth_challenges: {
    ask: "What's holding the business back at the moment?",
    again: "What's the biggest thing slowing growth down right now?",
    why: 'Knowing the main obstacle lets us find help aimed squarely at it.',
  },
  strategic_gaps: {
    ask: 'Are there any gaps in your planning or strategy you are aware of? A business plan, pricing, cash-flow forecasting, that sort of thing.',
    again: 'Any gaps in planning you know about, like pricing, forecasting or a business plan?',
    why: 'Much of the free support out there is about planning, and it is worth pointing you to the right bit.',
  },
  product_improvement_needs: {
    ask: 'What does your product or service need next to get better?',
    again: 'Is there anything about the product or service itself you want to improve or develop?',
    why: 'Innovation vouchers and product-development grants exist for exactly this.',
  },
  market_access_barriers: {
    ask: 'What makes it hard to reach new customers or markets?',
    again:
      'Anything that makes it hard to reach new customers, sell elsewhere in the UK or abroad?',
    why: 'Trade and market-access programmes can help, and we want to show the ones that fit.',
  },
  digital_capability_gaps: {
    ask: 'Which digital skills or tools would you like to be better at?',
    again:
      'Any digital skills or tools you wish you were more confident with? Websites, social media, bookkeeping software…',
    why: 'There are funded digital-skills programmes and vouchers; this helps us match them.',
  },
  regulatory_challenges: {
    ask: 'Any regulation, tax or legal questions that worry you?',
    again: 'Is there any red tape, tax or legal side of things you could do with help on?',
    why: 'Licensing, VAT and employment law come up a lot, and there is free expert advice available.',
  },
  business_name: {
    ask: "Let's talk about the business. What is it called?",
    again: 'What name does the business trade under? (If it has no name yet, just say so.)',
    why: 'So your profile and reports make sense at a glance.',
  },
  business_age: {
    ask: 'How long has it been trading?',
    again: 'When did you start trading? A year is enough, or "not yet" if you haven\'t started.',
    why: 'Lots of support depends on how long a business has been going: pre-start, under three years, and so on.',
    quickReplies: ['Not trading yet', 'Less than a year', '1 to 3 years', 'More than 3 years'],
  },
  team_size: {
    ask: 'How many people work in the business, including you?',
    again: 'Roughly how many people, including yourself? "Just me" is a fine answer.',
    why: 'Some schemes are for sole traders, others for employers of a certain size.',
    quickReplies: ['Just me', '2 to 5', '6 to 20', 'More than 20'],
  },
  business_location: {
    ask: 'Where is the business based? A town or area is plenty.',
    again: 'Which town or area is the business based in?',
    why: 'A lot of funding is local, council by council, so this matters more than anything for what you see.',
  },
  funding_model: {
    ask: 'How is the business funded at the moment?',
    again:
      'Is it self-funded, paying for itself from sales, or backed by a loan, grant or investors?',
    why: 'It tells us whether to show you loans, grants, investment or all three.',
    quickReplies: ['Self-funded', 'From sales', 'Loan', 'Grant', 'Investors'],
  },
  sector: {
    ask: 'Which sector or industry would you say you are in?',
    again: 'What industry is it, roughly? Food and drink, tourism, tech, construction, creative…',
    why: 'Some funds are for one sector only, and we never want to hide one that is meant for you.',
  },
  product_service_description: {
    ask: 'In a sentence or two, what do you sell or offer?',
    again: 'What is it the business makes, sells or does for customers?',
    why: 'It is the heart of your profile, and how we spot opportunities that fit.',
  },
  planned_offerings: {
    ask: 'Are you planning any new products or services?',
    again: 'Anything new in the pipeline? "Not yet" is fine.',
    why: 'Product-development support is easier to find when we know what you are working on.',
  },
  value_proposition: {
    ask: 'Why do customers choose you over the alternatives?',
    again: 'What would a happy customer say makes you different?',
    why: 'It helps us write a profile summary that actually sounds like your business.',
  },
  market_positioning: {
    ask: 'Where do you sit in the market: premium, mid-range, budget, a niche?',
    again: 'Would you call yourselves premium, mid-range, budget, or a specialist niche?',
    why: 'It shapes which markets and trade events are worth your time.',
    quickReplies: ['Premium', 'Mid-range', 'Budget', 'Specialist niche'],
  },
  innovation: {
    ask: 'Is there anything new or innovative about what you do?',
    again: 'Anything new in how you work, your product or your technology? "Not really" is fine.',
    why: 'Innovation funding is some of the most generous around, and it is not only for tech firms.',
  },
  customer_type: {
    ask: 'Who are your customers: other businesses, the public, or the public sector?',
    again: 'Do you mostly sell to other businesses, to the public, or to the public sector?',
    why: 'Support for business-to-business firms and for consumer brands is quite different.',
    quickReplies: ['Other businesses (B2B)', 'The public (B2C)', 'Both', 'Public sector'],
  },
  customer_characteristics: {
    ask: 'Tell me a bit about your typical customer.',
    again: 'Who buys from you most often? Age, where they are, what they are like.',
    why: 'Market-insight reports are more useful when we know who you sell to.',
  },
  customer_problem: {
    ask: 'What problem do you solve for them?',
    again: 'What does your customer get from you that they would struggle to get otherwise?',
    why: 'It helps us explain your business well in your profile summary.',
  },
  sales_channels: {
    ask: 'Where do you sell? Online, in a shop, at markets, wholesale…',
    again:
      'How do customers buy from you: your website, a marketplace, in person, through stockists?',
    why: 'There is specific help for e-commerce, for retail and for wholesale, and we want to pick the right one.',
  },
  customer_acquisition: {
    ask: 'How do new customers usually find you?',
    again: 'Where do most new customers come from: word of mouth, social media, Google…?',
    why: 'So we can suggest marketing support where it would make the most difference.',
  },
  online_presence: {
    ask: 'Where can people find you online? Website, social media?',
    again: 'Do you have a website or social media accounts for the business?',
    why: 'Digital support is matched to where you already are.',
  },
  offline_presence: {
    ask: 'And in person: do you have premises, a stall, or do you go to events?',
    again: 'Can customers find you anywhere in person, like a shop, studio, stall or events?',
    why: 'Premises, high-street and events support depend on it.',
  },
  platform_usage: {
    ask: 'Which platforms and tools do you use to run things? Shopify, Etsy, Xero, Instagram…',
    again: 'What software or platforms does the business rely on?',
    why: 'It helps us suggest digital training that builds on what you already use.',
  },
  primary_channel: {
    ask: 'Which of those brings in most of your sales?',
    again: 'What is your single biggest sales channel?',
    why: 'So we put the most weight on support for the channel that matters most.',
  },
  marketing_mix: {
    ask: 'How do you market the business at the moment?',
    again: 'What do you do to promote the business: social media, email, adverts, events?',
    why: 'Marketing help is the most common thing owners ask for; this lets us aim it well.',
  },
  growth_objectives: {
    ask: 'What would you like the business to achieve in the next year or two?',
    again: 'Where would you like the business to be in a couple of years?',
    why: 'Your goals are what your weekly report is ranked by.',
  },
  growth_stage: {
    ask: 'Which best describes the business right now?',
    again: 'Is it an idea or side hustle, a start-up, growing fast, or established?',
    why: 'Stage is one of the first things funders check, so it decides a lot of what you see.',
    quickReplies: GROWTH_STAGE_CHOICES.map((c) => c.label),
  },
  team_expansion_plans: {
    ask: 'Are you planning to take anyone on?',
    again: 'Any plans to hire, take on an apprentice, or grow the team? "No" is fine.',
    why: 'There are recruitment incentives and apprenticeship funds we can point you to.',
  },
  digital_development_plans: {
    ask: 'Any digital plans, like a new website, online shop or booking system?',
    again: 'Anything digital you want to build or improve?',
    why: 'Digital development grants and vouchers come and go; we will watch for them for you.',
  },
  customer_growth_strategy: {
    ask: 'Last one: how do you plan to win more customers?',
    again: 'What is your plan for growing your customer base?',
    why: 'It rounds off your profile, and helps us spot events and programmes that fit the plan.',
  },
};
