import { Bot, ClipboardList, FileText, MessagesSquare } from 'lucide-react';
import { Carousel, type Slide } from './carousel';

const SLIDES: Slide[] = [
  {
    title: "Who's it for",
    body: 'Owners of small businesses in Scotland and across the UK who are too busy running the business to go hunting for help.',
    points: [
      'Side-hustlers testing an idea around a day job',
      'Start-ups in their first few years',
      'Established firms ready to grow, hire or export',
    ],
  },
  {
    title: 'Built differently',
    body: 'Thistle is not another directory to search. An agent does the reading, and you get a short list that fits your business.',
    points: [
      'Every item is tagged by sector, region, stage and topic',
      'Ranked against your profile, with the reason it was picked',
      'Sensitive answers are optional and encrypted',
    ],
  },
];

const STEPS = [
  {
    icon: ClipboardList,
    title: 'Business Profile Builder',
    body: 'A friendly conversation of about 15 minutes about you, your business and where you want help. Skip anything you would rather not answer.',
  },
  {
    icon: FileText,
    title: 'Personal Business Report',
    body: 'Every Monday, a report of the funding, events, courses and market insights that match your stage, goals and sector.',
  },
  {
    icon: Bot,
    title: 'AI Agent',
    body: 'Reads what hundreds of funders, agencies, councils and universities publish, every day, and tags it so the right items reach you.',
  },
  {
    icon: MessagesSquare,
    title: 'AI Chat Assistant',
    body: 'Coming soon: ask follow-up questions about any opportunity and get answers based on your profile.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="how-title" className="text-center text-3xl font-bold text-brand-900 sm:text-4xl">
          How it works
        </h2>
        <div className="mt-10">
          <Carousel label="About Thistle" slides={SLIDES} />
        </div>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, title, body }, i) => (
            <li key={title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-leaf-50 text-leaf-700">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="text-sm font-semibold text-leaf-700">Step {i + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-muted">{body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
