export type Metric = {
  name: string;
  value: number;
  unit: string;
  /** The value must stay below this. */
  target?: number;
  /** The value must reach at least this (a score). */
  atLeast?: number;
};

export type ScenarioResult = {
  name: string;
  metrics: Metric[];
  details: Record<string, unknown>;
};

export type Scenario = {
  name: string;
  description: string;
  run: (shared: SharedState) => Promise<ScenarioResult>;
};

/** What one scenario leaves for the next (an already migrated data folder saves a first start). */
export type SharedState = { warmDataDir?: string };
