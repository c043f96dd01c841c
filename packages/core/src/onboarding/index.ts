export {
  onboardingTurn,
  onboardingSnapshot,
  resetOnboarding,
  saveOnboardingForm,
  generateProfileSummary,
  getProfile,
  setProfileTags,
  type OnboardingDeps,
} from './service.ts';
export {
  offlineTurn,
  mergeData,
  nextField,
  type TurnInput,
  type TurnOutput,
} from './offline-engine.ts';
export {
  llmTurn,
  llmSummary,
  ONBOARDING_SYSTEM_PROMPT,
  SUMMARY_SYSTEM_PROMPT,
} from './llm-engine.ts';
export { deriveProfileTags, type ProfileTags } from './profile-tags.ts';
export { offlineSummary } from './summary.ts';
export { loadOnboarding, effectiveTags } from './store.ts';
