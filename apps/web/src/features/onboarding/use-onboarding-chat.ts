import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  completionOf,
  emptyOnboardingData,
  isOnboardingDataEmpty,
  requestStateFor,
  type OnboardingData,
} from '@thistle/shared/onboarding';
import type { ChatMessage } from '@thistle/shared/contracts/onboarding';
import { ApiError } from '@/lib/api-client';
import { useOnboarding } from './api/get-onboarding';
import { useResetOnboarding } from './api/reset-onboarding';
import { useSendOnboardingMessage } from './api/send-onboarding-message';
import {
  clearStoredOnboarding,
  readInitialCallMade,
  readStoredChat,
  readStoredData,
  storeChat,
  storeData,
  storeInitialCallMade,
} from './onboarding-storage';
import { WELCOME_MESSAGES } from './welcome-messages';

export const CHAT_ERROR = 'Sorry, an error occurred. Please try again later.';

/**
 * The chat's state (docs/product.md#onboarding-chat): messages, answers, the request state sent
 * with each message, and the suggested replies. This browser's copy is shown at once; the
 * server's copy wins when it holds more (another device carried on the conversation).
 */
export function useOnboardingChat(userId: string | null) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [data, setData] = useState<OnboardingData>(emptyOnboardingData);
  const [initialCallMade, setInitialCallMade] = useState(false);
  const [quickReplies, setQuickReplies] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const loadedFor = useRef<string | null>(null);
  const server = useOnboarding(!!userId);
  const send = useSendOnboardingMessage();
  const reset = useResetOnboarding();

  // This browser's copy first, so the page shows at once.
  useEffect(() => {
    if (!userId || loadedFor.current === userId) return;
    loadedFor.current = userId;
    const storedData = readStoredData(userId);
    const storedChat = readStoredChat(userId);
    setData(storedData ?? emptyOnboardingData());
    setMessages(storedChat?.length ? storedChat : WELCOME_MESSAGES);
    // Saved answers mean the first call was made (docs/product.md#onboarding-chat).
    setInitialCallMade(readInitialCallMade(userId) || !isOnboardingDataEmpty(storedData));
  }, [userId]);

  // Then the server's, when it knows more.
  const snapshot = server.data;
  const messagesRef = useRef(messages);
  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);
  const adopted = useRef<unknown>(null);
  useEffect(() => {
    if (!userId || !snapshot || adopted.current === snapshot) return;
    adopted.current = snapshot;
    const local = messagesRef.current;
    const localIsWelcome = local === WELCOME_MESSAGES || local.length <= WELCOME_MESSAGES.length;
    if (
      snapshot.messages.length > 0 &&
      (localIsWelcome || snapshot.messages.length > local.length)
    ) {
      setMessages(snapshot.messages);
      setData(snapshot.data);
      setQuickReplies(snapshot.quickReplies);
      setInitialCallMade(snapshot.initialCallMade);
    }
  }, [userId, snapshot]);

  useEffect(() => {
    if (!userId || loadedFor.current !== userId) return;
    storeChat(userId, messages);
    storeData(userId, data);
  }, [userId, messages, data]);

  const completion = useMemo(() => completionOf(data), [data]);

  const sendMessage = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || loading || !userId) return;
      const history = messages;
      setMessages([...history, { from: 'user', text }]);
      setQuickReplies([]);
      setLoading(true);
      try {
        const answer = await send.mutateAsync({
          state: requestStateFor(data, initialCallMade),
          chat_history: history,
          existing_user_data: isOnboardingDataEmpty(data) ? null : data,
          message: text,
        });
        setMessages((current) => [...current, { from: 'assistant', text: answer.message }]);
        setData(answer.allUserData);
        setQuickReplies(answer.quickReplies);
        if (!initialCallMade) {
          setInitialCallMade(true);
          storeInitialCallMade(userId);
        }
      } catch (error) {
        const message =
          error instanceof ApiError && error.status !== 0 ? error.message : CHAT_ERROR;
        setMessages((current) => [...current, { from: 'ai', text: message || CHAT_ERROR }]);
      } finally {
        setLoading(false);
      }
    },
    [data, initialCallMade, loading, messages, send, userId],
  );

  const restart = useCallback(async () => {
    if (!userId) return;
    clearStoredOnboarding(userId);
    setData(emptyOnboardingData());
    setMessages(WELCOME_MESSAGES);
    setQuickReplies([]);
    setInitialCallMade(false);
    await reset.mutateAsync().catch(() => undefined);
  }, [reset, userId]);

  return { messages, data, completion, quickReplies, loading, sendMessage, restart };
}
