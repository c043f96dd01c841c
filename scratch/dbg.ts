import { readMessage } from '../packages/core/src/onboarding/read-message.ts';
import { findPlaces } from '@thistle/language';
import { emptyOnboardingData } from '@thistle/shared';
const text = process.argv[2]!;
console.log(findPlaces(text));
const r = readMessage(text, { data: emptyOnboardingData(), asking: null, previouslyAsked: null, failedAttempts: 0, now: new Date() });
console.log(r.intent, r.description, r.updates);
