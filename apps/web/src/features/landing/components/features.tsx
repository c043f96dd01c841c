import { CalendarCheck, MessageCircle, Radar, Sparkles } from 'lucide-react';

const FEATURES = [
  {
    icon: Sparkles,
    title: 'Personalised growth support',
    body: 'Tell Thistle about your business once. It learns your sector, stage, location and goals, and only shows you what fits.',
  },
  {
    icon: CalendarCheck,
    title: 'Weekly actionable reports',
    body: 'Every Monday: the grants, events, courses and insights worth your time this week, ranked for you. About five minutes to read.',
  },
  {
    icon: Radar,
    title: '700+ live sources',
    body: 'Our agent watches over 700 funders, enterprise agencies, councils, universities and publishers across Scotland and the UK.',
  },
  {
    icon: MessageCircle,
    title: 'Chat assistant, coming soon',
    body: 'Ask questions about your opportunities in plain English and get answers grounded in your profile. Coming soon.',
  },
];

export function Features() {
  return (
    <section aria-labelledby="features-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2
          id="features-title"
          className="text-center text-3xl font-bold text-brand-900 sm:text-4xl"
        >
          What it does
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-muted">
          Less searching, more doing: the support that already exists for your business, found for
          you.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-line bg-canvas p-6">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-muted">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
