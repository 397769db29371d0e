import type { Redactor } from '../report/redact.js';
import type { ActionsCore, AnnotationProperties } from './types.js';

/**
 * The action's output boundary: every log line, annotation, output and summary passes the
 * redactor. `setSecret` still tells the runner, which masks its own log; that is not enough,
 * as outputs, the summary and the PR comment are not masked by it.
 */
export function redactingCore(core: ActionsCore, redactor: Redactor): ActionsCore {
  const text = (value: string) => redactor.text(value);
  const properties = (given?: AnnotationProperties) =>
    given && { ...given, ...(given.title !== undefined ? { title: text(given.title) } : {}), ...(given.file !== undefined ? { file: text(given.file) } : {}) };
  return {
    getInput: (name) => core.getInput(name),
    setSecret: (secret) => core.setSecret(secret),
    setOutput: (name, value) => core.setOutput(name, typeof value === 'string' ? text(value) : value),
    info: (message) => core.info(text(message)),
    warning: (message, given) => core.warning(text(message), properties(given)),
    error: (message, given) => core.error(text(message), properties(given)),
    notice: (message, given) => core.notice(text(message), properties(given)),
    setFailed: (message) => core.setFailed(text(message)),
    summary: { addRaw: (raw, addEOL) => core.summary.addRaw(text(raw), addEOL) },
  };
}
