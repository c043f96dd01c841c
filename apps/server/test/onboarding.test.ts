/**
 * The onboarding chat over HTTP, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: turns, the
 * server's copy, reset, the form, the summary, the profile's tags; scoping to the token's user;
 * special-category answers sealed at rest and absent from logs; the LLM path on the wire.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { onboardingChats, users } from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import { loadConfig } from '@thistle/core';
import {
  completion,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../../tests/support/fake-openai.ts';
import { createTestApp, type TestApp } from './support.ts';
import { bearer, registeredUser } from './auth-helpers.ts';
import { createLogger } from '../src/services.ts';

async function say(
  t: TestApp,
  token: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/functions/onboarding',
    headers: bearer(token),
    payload: { state: 'PERSONAL', chat_history: [], existing_user_data: null, message, ...extra },
  });
}

describe.each(testDatabaseKinds())('onboarding on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }), sink);
    t = await createTestApp(kind, { LOG_LEVEL: 'debug' }, { logger });
  });
  afterAll(() => t?.close());

  it('needs a signed-in owner', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/functions/onboarding',
      payload: { state: 'INITIAL', chat_history: [], message: 'hello' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('answers a turn in the spec shape, with what it asks and suggested answers', async () => {
    const { session } = await registeredUser(t);
    const first = await say(t, session.access_token, 'Hello!', { state: 'INITIAL' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ asking: 'name', quickReplies: ['Skip'] });
    expect(first.json().message).toContain("What's your name?");
    const second = await say(t, session.access_token, 'Morag Fraser');
    expect(second.json()).toMatchObject({
      asking: 'gender',
      allUserData: { personalInfo: { name: 'Morag Fraser' } },
    });
    // The account takes the name when it has none.
    const me = await t.app.inject({ url: '/api/me', headers: bearer(session.access_token) });
    expect(me.json()).toMatchObject({ first_name: 'Morag', last_name: 'Fraser' });
  });

  it('keeps the chat on the server, so a new device resumes it', async () => {
    const { session } = await registeredUser(t);
    await say(t, session.access_token, 'Hi', { state: 'INITIAL' });
    await say(t, session.access_token, 'Ailsa', {
      chat_history: [
        { from: 'user', text: 'Hi' },
        { from: 'assistant', text: 'What is your name?' },
      ],
    });
    const snapshot = await t.app.inject({
      url: '/api/onboarding',
      headers: bearer(session.access_token),
    });
    expect(snapshot.statusCode).toBe(200);
    const body = snapshot.json();
    expect(body.initialCallMade).toBe(true);
    expect(body.asking).toBe('gender');
    expect(body.data.personalInfo.name).toBe('Ailsa');
    expect(body.messages.map((m: { from: string }) => m.from)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(body.completion.personalInfo).toBe(13);
  });

  it('works for the token owner only: a user id in the body is ignored or refused', async () => {
    const a = await registeredUser(t);
    const b = await registeredUser(t);
    const turn = await say(t, a.session.access_token, 'Skip', { user_id: b.session.user.id });
    expect(turn.statusCode).toBe(200);
    const bSnapshot = await t.app.inject({
      url: '/api/onboarding',
      headers: bearer(b.session.access_token),
    });
    expect(bSnapshot.json().initialCallMade).toBe(false);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/functions/ai-profile',
      headers: bearer(a.session.access_token),
      payload: {
        chat_history: [],
        user_data: null,
        user_id: b.session.user.id,
        user_email: b.email,
      },
    });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().error.code).toBe('forbidden');
  });

  it('seals special-category answers and the chat at rest, and never logs them', async () => {
    const { session } = await registeredUser(t);
    const token = session.access_token;
    await say(t, token, 'hi', { state: 'INITIAL' });
    await say(t, token, 'Priya Shah');
    await say(t, token, 'Non-binary');
    await say(t, token, '41');
    await say(t, token, 'skip');
    await say(t, token, 'Gujarati Indian');
    await say(t, token, 'Zoroastrian');
    const [row] = await t.services.database.db
      .select()
      .from(users)
      .where(eq(users.id, session.user.id));
    expect(row!.sensitiveProfile).toMatch(/^v1:/);
    for (const secret of ['Non-binary', 'Gujarati', 'Zoroastrian']) {
      expect(row!.sensitiveProfile).not.toContain(secret);
      expect(JSON.stringify(row!.profile)).not.toContain(secret);
      expect(lines.join('')).not.toContain(secret);
    }
    const [chat] = await t.services.database.db
      .select()
      .from(onboardingChats)
      .where(eq(onboardingChats.userId, session.user.id));
    expect(chat!.sealedMessages).toMatch(/^v1:/);
    expect(chat!.sealedMessages).not.toContain('Zoroastrian');
    // The owner gets them back.
    const snapshot = await t.app.inject({ url: '/api/onboarding', headers: bearer(token) });
    expect(snapshot.json().data.personalInfo).toMatchObject({
      religion: 'Zoroastrian',
      ethnicity: 'Gujarati Indian',
    });
  });

  it('Reset forgets the chat and the answers but keeps the account', async () => {
    const { session } = await registeredUser(t);
    await say(t, session.access_token, 'hi', { state: 'INITIAL' });
    await say(t, session.access_token, 'Callum');
    const reset = await t.app.inject({
      method: 'DELETE',
      url: '/api/onboarding',
      headers: bearer(session.access_token),
    });
    expect(reset.statusCode).toBe(204);
    const snapshot = await t.app.inject({
      url: '/api/onboarding',
      headers: bearer(session.access_token),
    });
    expect(snapshot.json()).toMatchObject({ messages: [], initialCallMade: false, asking: null });
    expect(snapshot.json().completion).toEqual({
      personalInfo: 0,
      businessOwner: 0,
      businessDetails: 0,
    });
  });

  it('saves the form, writes the summary and shows and edits the tags', async () => {
    const { session } = await registeredUser(t);
    const token = session.access_token;
    const data = {
      personalInfo: { name: 'Iain Munro' },
      businessOwner: { support_areas_needed: 'Exporting to Norway and a loan for a new smoker' },
      businessDetails: {
        business_name: 'Munro Smokehouse',
        business_location: 'Ullapool',
        sector: 'Seafood',
        business_age: 'Trading since 2015 (about 11 years)',
        product_service_description: 'Cold-smoked salmon and kippers',
      },
    };
    const form = await t.app.inject({
      method: 'PUT',
      url: '/api/onboarding/data',
      headers: bearer(token),
      payload: { data },
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().tags).toMatchObject({
      regions: ['highlands-islands'],
      stage: 'established',
    });
    expect(form.json().tags.topicsNeeded).toEqual(
      expect.arrayContaining(['export-international', 'loans-finance']),
    );

    const summary = await t.app.inject({
      method: 'POST',
      url: '/api/functions/ai-profile',
      headers: bearer(token),
      payload: {
        chat_history: [],
        user_data: data,
        user_id: session.user.id,
        user_email: session.user.email,
      },
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ success: true });
    expect(summary.json().profile_summary).toContain(
      'Iain Munro runs Munro Smokehouse, based in Ullapool',
    );
    const me = await t.app.inject({ url: '/api/me', headers: bearer(token) });
    expect(me.json().summary).toBe(summary.json().profile_summary);

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/tags',
      headers: bearer(token),
      payload: { sectors: ['fishing'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('"fishing" is not one of the sectors Thistle knows.');
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/tags',
      headers: bearer(token),
      payload: { sectors: ['marine-fishing', 'food-drink'] },
    });
    expect(edited.json()).toMatchObject({
      tags: { sectors: ['marine-fishing', 'food-drink'] },
      editedFacets: ['sectors'],
    });
    const [row] = await t.services.database.db
      .select()
      .from(users)
      .where(eq(users.id, session.user.id));
    expect(row!.sectors).toEqual(['marine-fishing', 'food-drink']);
    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/tags',
      headers: bearer(token),
      payload: { sectors: null },
    });
    expect(back.json().editedFacets).toEqual([]);
  });

  it.each([
    [{ state: 'PERSONAL', chat_history: [] }, 400],
    [{ state: 'SOMETHING', chat_history: [], message: 'hi' }, 400],
    [{ state: 'PERSONAL', chat_history: 'no', message: 'hi' }, 400],
    [{ state: 'PERSONAL', chat_history: [], message: '   ' }, 400],
    [{ state: 'PERSONAL', chat_history: [{ from: 'robot', text: 'x' }], message: 'hi' }, 400],
  ])('refuses %j with a clear 4xx', async (payload, status) => {
    const { session } = await registeredUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/functions/onboarding',
      headers: bearer(session.access_token),
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toEqual(expect.any(String));
  });
});

describe('onboarding with an LLM (a fake OpenAI-compatible endpoint)', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp('pglite', {
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: fake.url,
      LLM_API_KEY: 'sk-test-onboarding',
      LLM_MODEL: 'test-model',
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('sends the turn as a chat completion with a JSON schema, and uses the validated answer', async () => {
    const { session } = await registeredUser(t);
    fake.reply({
      status: 200,
      json: completion(
        JSON.stringify({
          updates: [{ field: 'name', value: 'Eilidh Ross' }],
          skipped: [],
          reply: 'Lovely to meet you, Eilidh! How would you describe your gender?',
          asking: 'gender',
        }),
      ),
    });
    fake.requests.length = 0;
    const turn = await say(t, session.access_token, "I'm Eilidh Ross", { state: 'INITIAL' });
    expect(turn.json()).toMatchObject({
      message: 'Lovely to meet you, Eilidh! How would you describe your gender?',
      asking: 'gender',
      allUserData: { personalInfo: { name: 'Eilidh Ross' } },
    });
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-onboarding');
    expect(request!.body).toMatchObject({
      model: 'test-model',
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'onboarding_turn', strict: true },
      },
    });
    const messages = request!.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]!.content).toContain("Owner's message: I'm Eilidh Ross");
    expect(messages[1]!.content).not.toContain(session.user.email);
  });

  it('never sends a special-category answer, and falls back offline when the model fails', async () => {
    const { session } = await registeredUser(t);
    const token = session.access_token;
    fake.reply({
      status: 200,
      json: completion(
        JSON.stringify({
          updates: [{ field: 'name', value: 'Ruth' }],
          skipped: [],
          reply: 'Thanks Ruth! How would you describe your gender?',
          asking: 'gender',
        }),
      ),
    });
    await say(t, token, 'hello, I am Ruth', { state: 'INITIAL' });
    fake.requests.length = 0;
    const gender = await say(t, token, 'Female');
    expect(fake.requests).toHaveLength(0);
    expect(gender.json().allUserData.personalInfo.gender).toBe('Female');
    fake.reply({ status: 200, json: completion('this is not json') });
    const age = await say(t, token, 'I am 52');
    expect(age.statusCode).toBe(200);
    expect(age.json().allUserData.personalInfo.age).toBe('52');
    for (const request of fake.requests)
      expect(JSON.stringify(request.body)).not.toContain('Female');
  });
});
