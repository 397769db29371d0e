import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { relative } from 'node:path';
import { s as shellQuote } from './safe-text.js';

/**
 * Which of `files` git would not carry as they are: untracked, or changed since the last commit
 * (staged or not, since a commit after `git add` has them). Outside git, or for a file that does
 * not exist, nothing: there is nothing to add.
 */
function uncommittedFiles(files, cwd) {
    const present = [...new Set(files)].filter((file) => existsSync(file));
    if (present.length === 0)
        return [];
    const result = spawnSync('git', ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...present], { cwd, encoding: 'utf8' });
    if (result.status !== 0)
        return [];
    const listed = result.stdout.split('\0').filter((entry) => entry.length > 3);
    const states = new Map(listed.map((entry) => [entry.slice(3), entry.startsWith('??') ? 'untracked' : 'modified']));
    const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd, encoding: 'utf8' }).stdout.trim();
    return present.flatMap((file) => {
        const state = states.get(relative(top, realpathSync(file)).split('\\').join('/'));
        return state ? [{ path: relative(cwd, file) || file, state }] : [];
    });
}
/** `git add` of these paths, shell-quoted; undefined for none. */
function gitAddLine(paths) {
    return paths.length ? `git add ${paths.map(shellQuote).join(' ')}` : undefined;
}

export { gitAddLine as g, uncommittedFiles as u };
