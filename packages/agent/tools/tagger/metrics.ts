/**
 * Precision, recall and F1 for the tagger's facets. Multi-label facets are scored micro
 * (every item-label pair counts once); the single-label category gets accuracy and macro-F1
 * (the mean of per-class F1, so a small class weighs as much as a big one).
 */

export interface Prf {
  precision: number;
  recall: number;
  f1: number;
  tp: number;
  fp: number;
  fn: number;
}

export function prf(tp: number, fp: number, fn: number): Prf {
  // An empty prediction set with nothing to find is perfect, not undefined.
  const precision = tp + fp === 0 ? (fn === 0 ? 1 : 0) : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, tp, fp, fn };
}

/** Micro-averaged P/R/F1 over pairs of (expected set, predicted set). */
export function microPrf(pairs: Array<{ expected: string[]; predicted: string[] }>): Prf {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { expected, predicted } of pairs) {
    const e = new Set(expected);
    const p = new Set(predicted);
    for (const id of p)
      if (e.has(id)) tp++;
      else fp++;
    for (const id of e) if (!p.has(id)) fn++;
  }
  return prf(tp, fp, fn);
}

export interface CategoryScore {
  accuracy: number;
  macro: { precision: number; recall: number; f1: number };
  perClass: Record<string, Prf>;
}

/** Accuracy and macro-averaged P/R/F1 over the classes that occur in either list. */
export function categoryScore(
  pairs: Array<{ expected: string; predicted: string }>,
): CategoryScore {
  const classes = [...new Set(pairs.flatMap((p) => [p.expected, p.predicted]))].sort();
  const perClass: Record<string, Prf> = {};
  for (const c of classes) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const { expected, predicted } of pairs) {
      if (predicted === c && expected === c) tp++;
      else if (predicted === c) fp++;
      else if (expected === c) fn++;
    }
    perClass[c] = prf(tp, fp, fn);
  }
  const mean = (k: 'precision' | 'recall' | 'f1') =>
    classes.length === 0 ? 0 : classes.reduce((a, c) => a + perClass[c]![k], 0) / classes.length;
  const correct = pairs.filter((p) => p.expected === p.predicted).length;
  return {
    accuracy: pairs.length === 0 ? 0 : correct / pairs.length,
    macro: { precision: mean('precision'), recall: mean('recall'), f1: mean('f1') },
    perClass,
  };
}

/** Cohen's kappa: agreement on the category beyond what two labellers' class rates give by chance. */
export function cohensKappa(pairs: Array<[string, string]>): number {
  const n = pairs.length;
  if (n === 0) return 0;
  const observed = pairs.filter(([a, b]) => a === b).length / n;
  const classes = new Set(pairs.flat());
  let chance = 0;
  for (const c of classes) {
    const a = pairs.filter(([x]) => x === c).length / n;
    const b = pairs.filter(([, y]) => y === c).length / n;
    chance += a * b;
  }
  return chance === 1 ? 1 : (observed - chance) / (1 - chance);
}
