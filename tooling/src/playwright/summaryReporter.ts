/** Prints the plain closing line CI reads: "N passed, N failed" (", N skipped" when any). */
import type { Reporter, TestCase } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private readonly tests = new Set<TestCase>();

  onTestEnd(test: TestCase) {
    this.tests.add(test);
  }

  onEnd() {
    const outcomes = [...this.tests].map((test) => test.outcome());
    const count = (...kinds: string[]) => outcomes.filter((outcome) => kinds.includes(outcome)).length;
    const skipped = count('skipped');
    console.log(
      `e2e: ${count('expected', 'flaky')} passed, ${count('unexpected')} failed${skipped ? `, ${skipped} skipped` : ''}`,
    );
  }
}
