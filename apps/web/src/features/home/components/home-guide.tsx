import { exampleQuestions, useSetup } from '@/features/setup';
import { AnswerSourcesLine } from './answer-sources-line';
import { ExampleQuestions } from './example-questions';
import { TokenBalance } from './token-balance';

/**
 * Under the home screen's question box, for someone who has just arrived: the day's balance, what
 * to ask and where the answers will come from. What depends on the server's setup waits for it.
 */
export function HomeGuide() {
  const { data: setup } = useSetup();
  return (
    <div className="flex w-full flex-col items-center gap-6">
      <TokenBalance />
      {setup && (
        <>
          <ExampleQuestions examples={exampleQuestions(setup)} />
          <AnswerSourcesLine setup={setup} />
        </>
      )}
    </div>
  );
}
