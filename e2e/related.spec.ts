import { audit } from './support/axe';
import { ask, waitForAnswer } from './support/chat';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

test('a related question under an answer is asked as a follow-up in the same conversation, and stays after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'related@example.com');
  await ask(page, 'What is the capital of Kenya?');
  await waitForAnswer(page);

  const questions = page.getByRole('list', { name: 'Messages' }).getByRole('heading', { level: 2 });
  const related = page.getByRole('region', { name: 'Related' });
  await expect(related).toHaveCount(1);
  const offered = related.getByRole('button');
  await expect(offered.first()).toBeVisible();
  const count = await offered.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(5);
  // Saved once the answer ends: the address then names the conversation.
  await expect(page).toHaveURL(/[?&]c=/);
  const conversation = new URL(page.url()).searchParams.get('c');

  await audit(page, 'an answer with related questions');

  // By keyboard, as a reader going down the page would.
  const next = offered.nth(1);
  const question = (await next.textContent()) ?? '';
  // The conversation is saved just after the answer ends; the reload below must come after that save.
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/msgs/insert') &&
      (r.request().postData() ?? '').includes(JSON.stringify(question).slice(1, -1)),
  );
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(questions).toHaveText(['What is the capital of Kenya?', question]);
  await expect(page.getByLabel('Response time')).toHaveCount(2, { timeout: 60_000 });
  await waitForAnswer(page);
  const answer = page.getByRole('list', { name: 'Messages' }).locator(':scope > li').last();
  await expect(answer).not.toContainText('could not find');
  await expect(answer).not.toContainText('do not answer this question');
  await expect(answer.locator('a.citation').first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('c')).toBe(conversation);

  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(questions).toHaveText(['What is the capital of Kenya?', question]);
  await expect(page.getByRole('region', { name: 'Related' }).first().getByRole('button')).toHaveCount(count);
});
