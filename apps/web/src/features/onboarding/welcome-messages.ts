import type { ChatMessage } from '@thistle/shared/contracts/onboarding';

/** The four messages a new or reset chat opens with (docs/product.md#onboarding-chat). */
export const WELCOME_MESSAGES: ChatMessage[] = [
  {
    from: 'assistant',
    text: "Welcome to Thistle! I'm here to get to know you and your business, so Thistle can find the funding, events and advice that fit you. It takes about 15 minutes, and you can stop and come back at any time.",
  },
  {
    from: 'assistant',
    text: "I'll ask one question at a time. If you'd rather not answer one, just type \"skip\" and we'll move on.",
  },
  {
    from: 'assistant',
    text: 'What you tell me is confidential: it is used only to tailor Thistle to you. The personal questions are optional, and the most sensitive answers are encrypted.',
  },
  {
    from: 'assistant',
    text: "Got a description of your business already, from your website, a business plan or a funding application? Paste it in and I'll fill in what I can, so you only answer what's missing. Or just say hello to begin.",
  },
];
