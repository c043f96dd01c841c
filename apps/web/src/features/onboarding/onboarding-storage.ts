/**
 * The chat's copy in this browser, per user (docs/product.md#onboarding-chat): the answers, the
 * messages and the profile summary, saved on every change. Corrupt entries are removed.
 */
import type { OnboardingData } from '@thistle/shared/onboarding';
import type { ChatMessage } from '@thistle/shared/contracts/onboarding';

const key = (userId: string, part: 'data' | 'chat' | 'summary' | 'initial') =>
  `onboarding-${part}-${userId}`;

function read<T>(storageKey: string, valid: (value: unknown) => value is T): T | null {
  try {
    const raw = localStorage.getItem(storageKey);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (valid(value)) return value;
    localStorage.removeItem(storageKey);
  } catch {
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // Storage blocked: the server's copy still holds everything.
    }
  }
  return null;
}

function write(storageKey: string, value: unknown) {
  try {
    localStorage.setItem(storageKey, JSON.stringify(value));
  } catch {
    // Full or blocked: the server keeps the chat anyway.
  }
}

const isData = (v: unknown): v is OnboardingData =>
  !!v &&
  typeof v === 'object' &&
  ['personalInfo', 'businessOwner', 'businessDetails'].every(
    (g) => typeof (v as Record<string, unknown>)[g] === 'object',
  );
const isChat = (v: unknown): v is ChatMessage[] =>
  Array.isArray(v) &&
  v.every((m) => m && typeof m.text === 'string' && ['user', 'assistant', 'ai'].includes(m.from));

export const readStoredData = (userId: string) => read(key(userId, 'data'), isData);
export const readStoredChat = (userId: string) => read(key(userId, 'chat'), isChat);
export const readInitialCallMade = (userId: string) =>
  read(key(userId, 'initial'), (v): v is boolean => typeof v === 'boolean') ?? false;
export const storeData = (userId: string, data: OnboardingData) => write(key(userId, 'data'), data);
export const storeChat = (userId: string, chat: ChatMessage[]) => write(key(userId, 'chat'), chat);
export const storeInitialCallMade = (userId: string) => write(key(userId, 'initial'), true);
export const storeSummary = (userId: string, summary: string) =>
  write(key(userId, 'summary'), summary);

export function clearStoredOnboarding(userId: string) {
  for (const part of ['data', 'chat', 'initial'] as const) {
    try {
      localStorage.removeItem(key(userId, part));
    } catch {
      // As above.
    }
  }
}
