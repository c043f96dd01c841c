/**
 * robots.txt per RFC 9309: the group naming our product token wins over `*`; within a group
 * the longest matching rule decides and Allow wins a tie; `*` and `$` are wildcards.
 */

interface Rule {
  allow: boolean;
  pattern: string;
  regex: RegExp;
}

export interface RobotsRules {
  isAllowed(pathAndQuery: string): boolean;
}

function toRegex(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

function normalisePath(path: string): string {
  // Compare percent-encodings in one canonical form, as RFC 9309 asks.
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return path;
  }
}

export function parseRobots(text: string, userAgent: string): RobotsRules {
  const token = userAgent.split('/')[0]!.trim().toLowerCase();
  const groups: Array<{ agents: string[]; rules: Rule[] }> = [];
  let current: { agents: string[]; rules: Rule[] } | null = null;
  let lastWasAgent = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    const key = m[1]!.toLowerCase();
    const value = m[2]!.trim();
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    if (key === 'allow' || key === 'disallow') {
      // An empty Disallow allows everything: it adds no rule.
      if (value === '') continue;
      const pattern = normalisePath(value);
      current.rules.push({ allow: key === 'allow', pattern, regex: toRegex(pattern) });
    }
  }
  const ours = groups.filter((g) => g.agents.some((a) => a !== '*' && token.startsWith(a)));
  const chosen = ours.length > 0 ? ours : groups.filter((g) => g.agents.includes('*'));
  const rules = chosen.flatMap((g) => g.rules);
  return {
    isAllowed(pathAndQuery: string): boolean {
      const path = normalisePath(pathAndQuery || '/');
      if (path === '/robots.txt') return true;
      let best: Rule | null = null;
      for (const rule of rules) {
        if (!rule.regex.test(path)) continue;
        if (
          !best ||
          rule.pattern.length > best.pattern.length ||
          (rule.pattern.length === best.pattern.length && rule.allow && !best.allow)
        )
          best = rule;
      }
      return best ? best.allow : true;
    },
  };
}

export const allowAll: RobotsRules = { isAllowed: () => true };
