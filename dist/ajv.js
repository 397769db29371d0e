import { g as getDefaultExportFromCjs } from './_commonjsHelpers.js';
import { r as requireAjv } from './ajv2.js';

var ajvExports = /*@__PURE__*/ requireAjv();
var Ajv = /*@__PURE__*/getDefaultExportFromCjs(ajvExports);

export { Ajv as A, ajvExports as a };
