/**
 * Prints, for each persona, the ranker's top 20 beside the judgements, and the relevant items it
 * ranked low: `npx tsx packages/core/test/ranking/diagnose.ts [train|test] [persona]`.
 */
import { liveAt } from '../../src/feed/live-items.ts';
import { EVALUATION_NOW, loadEvaluationItems } from './eval-set.ts';
import { loadJudgements, personaProfiles, rankWithRanker } from './evaluate.ts';

const split = (process.argv[2] as 'train' | 'test' | undefined) ?? 'train';
const only = process.argv[3];
const live = loadEvaluationItems().filter((i) => liveAt(i, EVALUATION_NOW) && i.split === split);
const byId = new Map(live.map((i) => [i.id, i]));
const judgements = loadJudgements();
for (const persona of personaProfiles()) {
  if (only && persona.id !== only) continue;
  const judged = judgements[persona.id]!;
  const ranked = rankWithRanker(live, persona);
  console.log(
    `\n=== ${persona.id} regions=${persona.regions} stage=${persona.stage} sectors=${persona.sectors} topics=${persona.topicsNeeded}`,
  );
  const line = (id: string, rank: number | string) => {
    const j = judged[id];
    const i = byId.get(id)!;
    return `${String(rank).padStart(3)} g${j?.grade ?? '?'}${j?.eligible === false ? ' INELIG' : '       '} [${i.category} ${i.regions} | ${i.stages} | ${i.sectors} | ${i.topics}] ${i.title.slice(0, 90)} -- ${j?.reason ?? ''}`;
  };
  ranked.slice(0, 20).forEach((id, r) => console.log(line(id, r + 1)));
  // Relevant items outside the top 10, or left out altogether ("OUT").
  const missed = live.filter(
    (i) => (judged[i.id]?.grade ?? 0) >= 2 && !ranked.slice(0, 10).includes(i.id),
  );
  for (const i of missed)
    console.log(line(i.id, ranked.includes(i.id) ? `>${ranked.indexOf(i.id) + 1}` : 'OUT'));
}
