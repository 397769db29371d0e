import { rmSync, realpathSync, existsSync, readFileSync, readdirSync, lstatSync, readlinkSync } from 'node:fs';
import { open, mkdir, rename, rm, readFile } from 'node:fs/promises';
import { dirname, join, resolve, basename, relative, isAbsolute, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { I as InputError } from './errors.js';

/** Temporary files being written now: removed if the gate is interrupted (SIGINT, SIGTERM) mid-write. */
const temporaries = new Set();
/**
 * Writes a file atomically: a temporary file beside it, then a rename, so a reader never sees
 * half a file. A symbolic link is written through (its target is replaced), never replaced by
 * a regular file. A problem with the path is an input error naming it (exit 2).
 */
async function writeFileAtomic(path, content) {
    await writeAtomic(path, typeof content === 'string' ? [content] : content, undefined);
}
/** writeFileAtomic, saying whether the file held these very bytes before (read alongside, a piece at a time). */
async function replaceFileAtomic(path, pieces) {
    const previous = await open(path, 'r').catch(() => undefined);
    try {
        return await writeAtomic(path, pieces, previous);
    }
    finally {
        await previous?.close();
    }
}
/** Text is written in batches of about this many characters: the whole is never one buffer. */
const BATCH = 1 << 20;
async function writeAtomic(path, pieces, previous) {
    const target = writeTarget(path);
    const temporary = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    let same = previous !== undefined;
    try {
        await mkdir(dirname(target), { recursive: true });
        temporaries.add(temporary);
        const out = await open(temporary, 'w');
        try {
            let batch = '';
            const flush = async () => {
                const bytes = Buffer.from(batch, 'utf8');
                batch = '';
                await out.writeFile(bytes); // from the current position, all of it (one write() may write part)
                if (same)
                    same = await continues(previous, bytes);
            };
            for await (const piece of pieces) {
                batch += piece;
                if (batch.length >= BATCH)
                    await flush();
            }
            await flush();
            if (same)
                same = (await previous.read(Buffer.alloc(1), 0, 1)).bytesRead === 0;
        }
        finally {
            await out.close();
        }
        await rename(temporary, target);
    }
    catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined); // its folder may be what failed
        throw writeError(path, error);
    }
    finally {
        temporaries.delete(temporary);
    }
    return previous === undefined ? 'created' : same ? 'unchanged' : 'updated';
}
/** Do the next bytes of `file` (read from where the last read ended) equal `bytes`? */
async function continues(file, bytes) {
    const read = Buffer.alloc(bytes.length);
    let filled = 0;
    while (filled < read.length) {
        const { bytesRead } = await file.read(read, filled, read.length - filled);
        if (bytesRead === 0)
            return false;
        filled += bytesRead;
    }
    return read.equals(bytes);
}
/** Where a write to `path` lands: the path itself, or the file a symbolic link points to. */
function writeTarget(path) {
    const isLink = (() => {
        try {
            return lstatSync(path).isSymbolicLink();
        }
        catch {
            return false;
        }
    })();
    if (!isLink)
        return path;
    try {
        return realpathSync(path);
    }
    catch {
        throw new InputError(`cannot write ${path}: it is a symbolic link to a file that does not exist`);
    }
}
function writeError(path, error) {
    const code = error.code;
    if (code === undefined)
        return error;
    const why = {
        EISDIR: 'it is a directory',
        ENOTEMPTY: 'it is a directory',
        ENOTDIR: 'a folder on its path is a file',
        EEXIST: 'a folder on its path is a file',
        EACCES: 'permission denied',
        EPERM: 'permission denied',
        EROFS: 'read-only file system',
        ENOSPC: 'no space left on the device',
    };
    return new InputError(`cannot write ${path}: ${Object.hasOwn(why, code) ? why[code] : code}`);
}
/** Removes the temporary files of writes in progress; synchronous, so it works in an 'exit' handler. */
function removeTemporaryFiles() {
    for (const temporary of temporaries)
        rmSync(temporary, { force: true });
    temporaries.clear();
}
/** An interrupted gate leaves no `.X.json.<hex>.tmp` that `git add contracts/` would commit. The signal handlers exit, which runs this. */
function removeTemporariesOnExit() {
    process.once('exit', removeTemporaryFiles);
}
/** Temporary files beside `file` left by a write that was killed (kill -9): ignored, named so they can be deleted. */
function staleTemporaries(file) {
    const name = basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`^\\.${name}\\.[0-9a-f]{12}\\.tmp$`);
    try {
        return readdirSync(dirname(file))
            .filter((entry) => pattern.test(entry))
            .sort()
            .map((entry) => join(dirname(file), entry));
    }
    catch {
        return [];
    }
}
/** The warning line for each stale temporary file beside `files`. */
function staleTemporaryWarnings(files, cwd) {
    return [...new Set(files.flatMap(staleTemporaries))].map((stale) => `stale temporary file ${relative(cwd, stale) || stale} (left by an interrupted write) is ignored; delete it, do not commit it`);
}
/**
 * The folder the gate may write in for a config in `folder`: its git toplevel (the nearest
 * folder above it, symbolic links resolved, with a `.git` folder or file, as git finds it),
 * or the folder itself outside git. Looked up on disk: spawning git cost every command a process.
 */
function repositoryRoot(folder) {
    let real;
    try {
        real = realpathSync(folder);
    }
    catch {
        return folder;
    }
    for (let dir = real;; dir = dirname(dir)) {
        if (existsSync(join(dir, '.git')))
            return dir;
        if (dirname(dir) === dir)
            return folder;
    }
}
/**
 * `path` if it resolves inside `root` (symbolic links followed as far as they exist); else an
 * input error naming it: a config or an input cannot make the gate write elsewhere.
 */
function insideRoot(root, path, what) {
    if (!within(realPathSoFar(root), realPathSoFar(path)))
        throw new InputError(`${what}: ${path} is outside the repository (${root}); name a path inside it`);
    return path;
}
/**
 * `path`, typed by a person (a command-line option, a workflow input): it may lead anywhere they
 * can write, but not out of `root` through a symbolic link inside `root` (a link a pull request
 * can commit). Such a link is an input error naming the path.
 */
function typedPath(root, path, what) {
    const realRoot = realPathSoFar(root);
    for (let at = resolve(path); dirname(at) !== at; at = dirname(at)) {
        const target = linkTarget(at);
        if (target !== undefined && within(realRoot, realPathSoFar(dirname(at))) && !within(realRoot, realPathSoFar(target)))
            throw new InputError(`${what}: ${path} leads out of the repository (${root}) through the symbolic link ${at}; name a path that does not`);
    }
    return path;
}
/** Where the symbolic link `path` points (resolved beside it), or undefined when `path` is no link. */
function linkTarget(path) {
    try {
        return lstatSync(path).isSymbolicLink() ? resolve(dirname(path), readlinkSync(path)) : undefined;
    }
    catch {
        return undefined;
    }
}
/** Is `path` `root` or inside it (both real paths)? */
function within(root, path) {
    const rel = relative(root, path);
    return !(rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel));
}
/** The real path of the deepest part of `path` that exists, with the rest appended as written. */
function realPathSoFar(path) {
    const rest = [];
    let existing = resolve(path);
    for (;;) {
        try {
            return join(realpathSync(existing), ...rest);
        }
        catch {
            const parent = dirname(existing);
            if (parent === existing)
                return resolve(path);
            rest.unshift(basename(existing));
            existing = parent;
        }
    }
}
/** Reads a text file the user named; a missing or unreadable file is an input error (exit 2). */
async function readUserFile(path, what) {
    try {
        return await readFile(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : String(code ?? error);
        throw new InputError(`${what} ${path}: cannot read it (${why})`);
    }
}
/**
 * Reads a text file the user named that must resolve inside `root`, links followed: a link in
 * the repository cannot make the gate read, and quote, a file elsewhere.
 */
async function readFileInside(root, path, what) {
    return readUserFile(insideRoot(root, path, what), what);
}
/** Reads a text file when first asked, if it can (undefined if not): a large golden file is read only by a format that needs it. */
function textWhenAsked(file) {
    let text = null;
    return () => {
        if (text === null) {
            try {
                text = readFileSync(file, 'utf8');
            }
            catch {
                text = undefined;
            }
        }
        return text;
    };
}
/** A path as the repository names it: relative to GITHUB_WORKSPACE, with forward slashes. */
function repositoryPath(root, path) {
    const rel = relative(root, path);
    return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : path;
}

export { repositoryRoot as a, replaceFileAtomic as b, readUserFile as c, repositoryPath as d, realPathSoFar as e, textWhenAsked as f, readFileInside as g, insideRoot as i, removeTemporariesOnExit as r, staleTemporaryWarnings as s, typedPath as t, writeFileAtomic as w };
