import type { Redactor } from '../redact.js';
import { forLog } from '../safe-text.js';
import type { ActionsCore, AnnotationProperties } from './types.js';

/**
 * The action's output boundary: every log line, annotation, output and summary passes the
 * redactor. `setSecret` still tells the runner, which masks its own log; that is not enough,
 * as outputs, the summary and the PR comment are not masked by it. What goes to the log
 * (lines, annotations, the failure) passes forLog too: the runner parses it for commands.
 */
export function redactingCore(core: ActionsCore, redactor: Redactor): ActionsCore {
  const text = (value: string) => redactor.text(value);
  const log = (value: string) => forLog(text(value));
  const properties = (given?: AnnotationProperties) =>
    given && { ...given, ...(given.title !== undefined ? { title: log(given.title) } : {}), ...(given.file !== undefined ? { file: log(given.file) } : {}) };
  return {
    getInput: (name) => core.getInput(name),
    setSecret: (secret) => core.setSecret(secret),
    setOutput: (name, value) => core.setOutput(name, typeof value === 'string' ? text(value) : value),
    info: (message) => core.info(log(message)),
    warning: (message, given) => core.warning(log(message), properties(given)),
    error: (message, given) => core.error(log(message), properties(given)),
    notice: (message, given) => core.notice(log(message), properties(given)),
    setFailed: (message) => core.setFailed(log(message)),
    summary: { addRaw: (raw, addEOL) => core.summary.addRaw(text(raw), addEOL) },
  };
}
