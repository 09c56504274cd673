export type Metric = {
  name: string;
  value: number;
  unit: string;
  /** The value must stay below this. */
  target?: number;
  /** The value must reach at least this (accuracy figures). */
  min?: number;
};

/** Whether a metric meets its target (below `target`, at least `min`). */
export const meetsTarget = (m: Metric) =>
  (m.target === undefined || m.value < m.target) && (m.min === undefined || m.value >= m.min);

export type ScenarioResult = {
  name: string;
  metrics: Metric[];
  details: Record<string, unknown>;
};

export type Scenario = {
  name: string;
  description: string;
  run: (shared: SharedState) => Promise<ScenarioResult>;
  /** false: the scenario does not serve the web app, so the bench need not build it. */
  needsWebBuild?: boolean;
  /** A metric off target fails the run (exit code 1), not only marks it. */
  failsOffTarget?: boolean;
};

/** What one scenario leaves for the next (an already migrated data folder saves a first start). */
export type SharedState = { warmDataDir?: string };
