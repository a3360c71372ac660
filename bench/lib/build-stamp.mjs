/**
 * Which commit a benchmark build was made from. `npm run bench` writes it into the build folder; with
 * `--skip-build` the bench says which build it reuses, and that it is stale when HEAD or the work tree
 * has moved on since, instead of measuring an old build as if it were the current one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = 'bench-build.json';

const git = (root, args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** HEAD and the files changed against it (tracked, not ignored), or nulls outside a git checkout. */
function workTree(root) {
  try {
    const status = git(root, ['status', '--porcelain', '--untracked-files=no']);
    return {
      commit: git(root, ['rev-parse', 'HEAD']),
      subject: git(root, ['log', '-1', '--format=%s']),
      changed: status ? status.split('\n').length : 0,
    };
  } catch {
    return { commit: null, subject: null, changed: 0 };
  }
}

/** Called after a build into `distDir` has finished. */
export function writeBuildStamp(root, distDir) {
  const { commit, subject, changed } = workTree(root);
  writeFileSync(
    path.join(root, distDir, STAMP),
    `${JSON.stringify({ commit, subject, uncommittedFiles: changed, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
}

/**
 * The build `--skip-build` reuses: `{ lines, stale, commit, builtAt }`, the lines to print. Throws when
 * there is no build to reuse.
 */
export function describeReusedBuild(root, distDir) {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) throw new Error(`--skip-build: there is no build in ${distDir} to reuse; run the bench without it`);
  const stampFile = path.join(root, distDir, STAMP);
  const now = workTree(root);
  if (!existsSync(stampFile)) {
    const builtAt = statSync(buildId).mtime.toISOString();
    return {
      stale: true,
      commit: null,
      builtAt,
      lines: [`reusing the build in ${distDir}, made ${builtAt} from an unknown commit (no ${STAMP}): it may not be HEAD`],
    };
  }
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  const short = (commit) => (commit ? commit.slice(0, 7) : 'unknown');
  const lines = [
    `reusing the build in ${distDir}: ${short(stamp.commit)} "${stamp.subject ?? ''}", built ${stamp.builtAt}` +
      (stamp.uncommittedFiles ? ` with ${stamp.uncommittedFiles} uncommitted file(s)` : ''),
  ];
  let behind = null;
  if (stamp.commit && now.commit && stamp.commit !== now.commit) {
    try {
      behind = Number(git(root, ['rev-list', '--count', `${stamp.commit}..${now.commit}`]));
    } catch {
      // The stamped commit is not in this history (rebased away).
    }
  }
  if (stamp.commit !== now.commit) {
    lines.push(
      `STALE: HEAD is ${short(now.commit)}${behind === null ? ', not a descendant of the build' : `, ${behind} commit(s) later`}; run the bench without --skip-build to measure HEAD`,
    );
  } else if (stamp.uncommittedFiles || now.changed) {
    lines.push(
      `STALE maybe: the build or the work tree has uncommitted changes (${now.changed} file(s) now); run without --skip-build to measure what is checked out`,
    );
  }
  return { stale: lines.length > 1, commit: stamp.commit, builtAt: stamp.builtAt, lines };
}
