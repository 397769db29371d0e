import { f as failureLevel } from './checks.js';

/** A failed check; its level comes from the catalogue (./checks.ts), never from the caller. */
function failed(check, subject, message, details) {
    return { check, status: 'fail', level: failureLevel(check), subject, message, ...(details === undefined ? {} : { details }) };
}
function passed(check, subject, message, details) {
    return { check, status: 'pass', subject, message, ...(details === undefined ? {} : { details }) };
}
function info(check, subject, message, details) {
    return { check, status: 'info', subject, message, ...(details === undefined ? {} : { details }) };
}

export { failed as f, info as i, passed as p };
