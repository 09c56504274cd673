import { DockerfileParser, type Copy, type Instruction } from 'dockerfile-ast';

/**
 * A Dockerfile checker in the spirit of hadolint (its rule numbers in the messages), for the
 * deployment kit: no Docker engine runs here, so the image is checked by reading it.
 */
export function lintDockerfile(text: string): string[] {
  const file = DockerfileParser.parse(text);
  const problems: string[] = [];
  const at = (i: Instruction) => `line ${i.getRange().start.line + 1}`;
  const args = new Map(
    file
      .getInstructions()
      .filter((i) => i.getKeyword() === 'ARG')
      .map((i) => {
        const [name, value = ''] = i.getArgumentsContent()!.split('=');
        return [name!.trim(), value.trim()];
      }),
  );
  const froms = file.getFROMs();
  const stages: string[] = [];
  if (froms.length < 2) problems.push('multi-stage: the runtime stage must be separate from the build');
  for (const from of froms) {
    const raw = from.getArgumentsContent() ?? '';
    const image = raw.split(/\s+/)[0]!.replace(/^\$\{?(\w+)\}?$/, (_, name: string) => args.get(name) ?? '');
    const isStage = stages.includes(image);
    if (!isStage) {
      if (!image.includes(':') && !image.includes('@'))
        problems.push(`DL3006 ${at(from)}: pin the image version (${image})`);
      if (image.endsWith(':latest')) problems.push(`DL3007 ${at(from)}: do not use :latest (${image})`);
    }
    const stage = from.getBuildStage();
    if (stage) stages.push(stage);
  }

  const instructions = file.getInstructions();
  const lastFrom = froms.at(-1);
  const finalStage = instructions.filter(
    (i) => lastFrom && i.getRange().start.line > lastFrom.getRange().start.line,
  );
  for (const i of instructions) {
    const keyword = i.getKeyword();
    const content = i.getArgumentsContent() ?? '';
    if (keyword === 'ADD' && !/^https?:/.test(content.split(/\s+/).at(-2) ?? ''))
      problems.push(`DL3020 ${at(i)}: use COPY instead of ADD for files and folders`);
    if (keyword === 'WORKDIR' && !content.startsWith('/') && !content.startsWith('$'))
      problems.push(`DL3000 ${at(i)}: use an absolute WORKDIR`);
    if (keyword === 'RUN') {
      if (/(^|&&|;)\s*cd\s/.test(content)) problems.push(`DL3003 ${at(i)}: use WORKDIR to switch folders`);
      if (/\bsudo\b/.test(content)) problems.push(`DL3004 ${at(i)}: do not use sudo`);
      if (/apt-get\s+install/.test(content)) {
        if (!content.includes('--no-install-recommends'))
          problems.push(`DL3015 ${at(i)}: apt-get install --no-install-recommends`);
        if (!content.includes('rm -rf /var/lib/apt/lists'))
          problems.push(`DL3009 ${at(i)}: delete the apt-get lists after installing`);
      }
      if (/\bnpm\s+(install|i)\b/.test(content) && !/npm\s+(install|i)\s+-g\s+\S+@/.test(content))
        problems.push(`DL3016-like ${at(i)}: use npm ci (the lock file) rather than npm install`);
    }
    if (keyword === 'COPY') {
      const fromFlag = (i as Copy).getFromFlag()?.getValue();
      if (fromFlag && !stages.includes(fromFlag))
        problems.push(`DL3022 ${at(i)}: COPY --from=${fromFlag} names no earlier stage`);
    }
    if ((keyword === 'CMD' || keyword === 'ENTRYPOINT') && !content.trim().startsWith('['))
      problems.push(`DL3025 ${at(i)}: use the JSON form of ${keyword} (signals reach the process)`);
  }
  const users = finalStage.filter((i) => i.getKeyword() === 'USER');
  const lastUser = users.at(-1)?.getArgumentsContent()?.trim();
  if (!lastUser) problems.push('DL3002: the runtime stage sets no USER (it would run as root)');
  else if (/^(root|0)(:|$)/.test(lastUser)) problems.push('DL3002: the last USER is root');
  if (!finalStage.some((i) => i.getKeyword() === 'HEALTHCHECK'))
    problems.push('the runtime stage has no HEALTHCHECK');
  if (!finalStage.some((i) => i.getKeyword() === 'CMD' || i.getKeyword() === 'ENTRYPOINT'))
    problems.push('the runtime stage has no CMD');
  for (const expose of finalStage.filter((i) => i.getKeyword() === 'EXPOSE')) {
    for (const port of (expose.getArgumentsContent() ?? '').split(/\s+/)) {
      const n = Number(port.split('/')[0]);
      if (!Number.isInteger(n) || n < 1 || n > 65535) problems.push(`DL3011 ${at(expose)}: bad port ${port}`);
    }
  }
  return problems;
}
