import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Job {
  needs?: string | string[];
  if?: string;
  environment?: string;
  steps: { run?: string }[];
}

const workflow = parse(readFileSync('.github/workflows/test-and-deploy.yml', 'utf8')) as { jobs: Record<string, Job> };
const { deploy, 'whole-suite': wholeSuite, 'content-lane': contentLane, 'bank-details': bankDetails } = workflow.jobs;
const runs = (job: Job | undefined): string => (job?.steps ?? []).map((step) => step.run ?? '').join('\n');

describe('the test-and-deploy workflow', () => {
  it('deploys only after the whole suite or the content lane passed, through the reviewed production environment', () => {
    expect(deploy?.needs).toEqual(['whole-suite', 'content-lane']);
    expect(deploy?.if).toContain("needs.whole-suite.result == 'success' || needs.content-lane.result == 'success'");
    expect(deploy?.environment).toBe('production');
  });

  it('deploys everything firebase.json defines (hosting, rules, functions), not only Hosting', () => {
    const deployLine = runs(deploy)
      .split('\n')
      .find((line) => line.includes('firebase deploy'));
    expect(deployLine).toBeDefined();
    expect(deployLine).not.toMatch(/--only/);
  });

  it('runs npm test for code, and the build, its checks and the smoke test for content', () => {
    expect(runs(wholeSuite)).toMatch(/^npm test$/m);
    expect(runs(contentLane)).toMatch(/npm run build:stack[\s\S]*npm run test:build[\s\S]*npm run test:smoke/);
  });

  it('checks bank details on pull requests and their reviews', () => {
    expect(bankDetails?.if).toBe("github.event_name != 'push'");
    expect(runs(bankDetails)).toContain('scripts/ci/check-bank-details.ts');
  });
});
