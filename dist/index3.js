import { e as ruleById, f as pointerSegment, i as isSchemaObject, S as SCHEMA_FACTS, s as schemaRuleId, C as COLLECTIONS, D as DEFAULTS, R as RULES } from './types.js';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { f as canonicalJson, j as jsonEqual, E as ExitCode, g as sortKeysDeep, d as ownValue, h as stableJson, o as oneLine } from './files.js';
import { D as DATA_KEYWORDS, i as isLocalRef, r as resolveLocalRef, a as ajvFor, f as forAjv, c as checkSchemaValid, b as collectRefs } from './validity.js';
import { createHash } from 'node:crypto';
import { g as getDefaultExportFromCjs } from './_commonjsHelpers.js';
import { h as highestLevel, v as verdictOf, L as LEVELS, r as rankOf, p as packageJson } from './gate.js';
import { relative } from 'node:path';

function fingerprintOf(rule, entity, pointer, item) {
    const parts = item === undefined ? [rule, entity, pointer] : [rule, entity, pointer, item];
    return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16);
}
/** Builds a change; its level always comes from the rule table, never from the caller. */
function makeChange(rule, entity, pointer, message, before, after) {
    return changeOf(rule, entity, pointer, message, { before, after });
}
function changeOf(rule, entity, pointer, message, details) {
    const { before, after, item, witness } = details;
    return {
        rule,
        level: ruleById(rule).level,
        entity,
        pointer,
        ...(item === undefined ? {} : { item }),
        ...(before === undefined ? {} : { before }),
        ...(after === undefined ? {} : { after }),
        message,
        ...(witness === undefined ? {} : { witness }),
        fingerprint: fingerprintOf(rule, entity, pointer, item),
    };
}

const TEXT_ANNOTATIONS = new Set(['title', 'description', 'examples', '$comment']);
/** Keywords whose values are maps of names to schemas: a name there is data, not a keyword. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/**
 * Every title, description, example and comment of a schema by its JSON pointer, where the
 * server wrote it: compared as text, apart from what the schema accepts. A property named
 * `title` is a name, not an annotation.
 */
function collectAnnotations(schema, at = '', out = new Map()) {
    if (Array.isArray(schema))
        schema.forEach((item, index) => collectAnnotations(item, `${at}/${index}`, out));
    else if (isObject$2(schema)) {
        for (const key of Object.keys(schema)) {
            const here = `${at}/${pointerSegment(key)}`;
            const value = schema[key];
            if (TEXT_ANNOTATIONS.has(key) && (key === 'examples' || key === '$comment' || typeof value === 'string'))
                out.set(here, value);
            else if (DATA_KEYWORDS.has(key))
                continue;
            else if (NAME_MAPS.has(key) && isObject$2(value))
                for (const name of Object.keys(value))
                    collectAnnotations(value[name], `${here}/${pointerSegment(name)}`, out);
            else
                collectAnnotations(value, here, out);
        }
    }
    return out;
}
function isObject$2(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}

var lib$1 = {exports: {}};

var util = {};

var types;
var hasRequiredTypes;

function requireTypes () {
	if (hasRequiredTypes) return types;
	hasRequiredTypes = 1;
	types = {
	  ROOT       : 0,
	  GROUP      : 1,
	  POSITION   : 2,
	  SET        : 3,
	  RANGE      : 4,
	  REPETITION : 5,
	  REFERENCE  : 6,
	  CHAR       : 7,
	};
	return types;
}

var sets = {};

var hasRequiredSets;

function requireSets () {
	if (hasRequiredSets) return sets;
	hasRequiredSets = 1;
	const types = requireTypes();

	const INTS = () => [{ type: types.RANGE , from: 48, to: 57 }];

	const WORDS = () => {
	  return [
	    { type: types.CHAR, value: 95 },
	    { type: types.RANGE, from: 97, to: 122 },
	    { type: types.RANGE, from: 65, to: 90 }
	  ].concat(INTS());
	};

	const WHITESPACE = () => {
	  return [
	    { type: types.CHAR, value: 9 },
	    { type: types.CHAR, value: 10 },
	    { type: types.CHAR, value: 11 },
	    { type: types.CHAR, value: 12 },
	    { type: types.CHAR, value: 13 },
	    { type: types.CHAR, value: 32 },
	    { type: types.CHAR, value: 160 },
	    { type: types.CHAR, value: 5760 },
	    { type: types.RANGE, from: 8192, to: 8202 },
	    { type: types.CHAR, value: 8232 },
	    { type: types.CHAR, value: 8233 },
	    { type: types.CHAR, value: 8239 },
	    { type: types.CHAR, value: 8287 },
	    { type: types.CHAR, value: 12288 },
	    { type: types.CHAR, value: 65279 }
	  ];
	};

	const NOTANYCHAR = () => {
	  return [
	    { type: types.CHAR, value: 10 },
	    { type: types.CHAR, value: 13 },
	    { type: types.CHAR, value: 8232 },
	    { type: types.CHAR, value: 8233 },
	  ];
	};

	// Predefined class objects.
	sets.words = () => ({ type: types.SET, set: WORDS(), not: false });
	sets.notWords = () => ({ type: types.SET, set: WORDS(), not: true });
	sets.ints = () => ({ type: types.SET, set: INTS(), not: false });
	sets.notInts = () => ({ type: types.SET, set: INTS(), not: true });
	sets.whitespace = () => ({ type: types.SET, set: WHITESPACE(), not: false });
	sets.notWhitespace = () => ({ type: types.SET, set: WHITESPACE(), not: true });
	sets.anyChar = () => ({ type: types.SET, set: NOTANYCHAR(), not: true });
	return sets;
}

var hasRequiredUtil;

function requireUtil () {
	if (hasRequiredUtil) return util;
	hasRequiredUtil = 1;
	(function (exports) {
		const types = requireTypes();
		const sets  = requireSets();


		const CTRL = '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^ ?';
		const SLSH = { '0': 0, 't': 9, 'n': 10, 'v': 11, 'f': 12, 'r': 13 };

		/**
		 * Finds character representations in str and convert all to
		 * their respective characters
		 *
		 * @param {String} str
		 * @return {String}
		 */
		exports.strToChars = function(str) {
		  /* jshint maxlen: false */
		  var chars_regex = /(\[\\b\])|(\\)?\\(?:u([A-F0-9]{4})|x([A-F0-9]{2})|(0?[0-7]{2})|c([@A-Z[\\\]^?])|([0tnvfr]))/g;
		  str = str.replace(chars_regex, function(s, b, lbs, a16, b16, c8, dctrl, eslsh) {
		    if (lbs) {
		      return s;
		    }

		    var code = b ? 8 :
		      a16   ? parseInt(a16, 16) :
		      b16   ? parseInt(b16, 16) :
		      c8    ? parseInt(c8,   8) :
		      dctrl ? CTRL.indexOf(dctrl) :
		      SLSH[eslsh];

		    var c = String.fromCharCode(code);

		    // Escape special regex characters.
		    if (/[[\]{}^$.|?*+()]/.test(c)) {
		      c = '\\' + c;
		    }

		    return c;
		  });

		  return str;
		};


		/**
		 * turns class into tokens
		 * reads str until it encounters a ] not preceeded by a \
		 *
		 * @param {String} str
		 * @param {String} regexpStr
		 * @return {Array.<Array.<Object>, Number>}
		 */
		exports.tokenizeClass = (str, regexpStr) => {
		  /* jshint maxlen: false */
		  var tokens = [];
		  var regexp = /\\(?:(w)|(d)|(s)|(W)|(D)|(S))|((?:(?:\\)(.)|([^\]\\]))-(?:\\)?([^\]]))|(\])|(?:\\)?([^])/g;
		  var rs, c;


		  while ((rs = regexp.exec(str)) != null) {
		    if (rs[1]) {
		      tokens.push(sets.words());

		    } else if (rs[2]) {
		      tokens.push(sets.ints());

		    } else if (rs[3]) {
		      tokens.push(sets.whitespace());

		    } else if (rs[4]) {
		      tokens.push(sets.notWords());

		    } else if (rs[5]) {
		      tokens.push(sets.notInts());

		    } else if (rs[6]) {
		      tokens.push(sets.notWhitespace());

		    } else if (rs[7]) {
		      tokens.push({
		        type: types.RANGE,
		        from: (rs[8] || rs[9]).charCodeAt(0),
		        to: rs[10].charCodeAt(0),
		      });

		    } else if ((c = rs[12])) {
		      tokens.push({
		        type: types.CHAR,
		        value: c.charCodeAt(0),
		      });

		    } else {
		      return [tokens, regexp.lastIndex];
		    }
		  }

		  exports.error(regexpStr, 'Unterminated character class');
		};


		/**
		 * Shortcut to throw errors.
		 *
		 * @param {String} regexp
		 * @param {String} msg
		 */
		exports.error = (regexp, msg) => {
		  throw new SyntaxError('Invalid regular expression: /' + regexp + '/: ' + msg);
		}; 
	} (util));
	return util;
}

var positions = {};

var hasRequiredPositions;

function requirePositions () {
	if (hasRequiredPositions) return positions;
	hasRequiredPositions = 1;
	const types = requireTypes();
	positions.wordBoundary = () => ({ type: types.POSITION, value: 'b' });
	positions.nonWordBoundary = () => ({ type: types.POSITION, value: 'B' });
	positions.begin = () => ({ type: types.POSITION, value: '^' });
	positions.end = () => ({ type: types.POSITION, value: '$' });
	return positions;
}

var hasRequiredLib$1;

function requireLib$1 () {
	if (hasRequiredLib$1) return lib$1.exports;
	hasRequiredLib$1 = 1;
	const util      = requireUtil();
	const types     = requireTypes();
	const sets      = requireSets();
	const positions = requirePositions();


	lib$1.exports = (regexpStr) => {
	  var i = 0, l, c,
	    start = { type: types.ROOT, stack: []},

	    // Keep track of last clause/group and stack.
	    lastGroup = start,
	    last = start.stack,
	    groupStack = [];


	  var repeatErr = (i) => {
	    util.error(regexpStr, `Nothing to repeat at column ${i - 1}`);
	  };

	  // Decode a few escaped characters.
	  var str = util.strToChars(regexpStr);
	  l = str.length;

	  // Iterate through each character in string.
	  while (i < l) {
	    c = str[i++];

	    switch (c) {
	      // Handle escaped characters, inclues a few sets.
	      case '\\':
	        c = str[i++];

	        switch (c) {
	          case 'b':
	            last.push(positions.wordBoundary());
	            break;

	          case 'B':
	            last.push(positions.nonWordBoundary());
	            break;

	          case 'w':
	            last.push(sets.words());
	            break;

	          case 'W':
	            last.push(sets.notWords());
	            break;

	          case 'd':
	            last.push(sets.ints());
	            break;

	          case 'D':
	            last.push(sets.notInts());
	            break;

	          case 's':
	            last.push(sets.whitespace());
	            break;

	          case 'S':
	            last.push(sets.notWhitespace());
	            break;

	          default:
	            // Check if c is integer.
	            // In which case it's a reference.
	            if (/\d/.test(c)) {
	              last.push({ type: types.REFERENCE, value: parseInt(c, 10) });

	            // Escaped character.
	            } else {
	              last.push({ type: types.CHAR, value: c.charCodeAt(0) });
	            }
	        }

	        break;


	      // Positionals.
	      case '^':
	        last.push(positions.begin());
	        break;

	      case '$':
	        last.push(positions.end());
	        break;


	      // Handle custom sets.
	      case '[':
	        // Check if this class is 'anti' i.e. [^abc].
	        var not;
	        if (str[i] === '^') {
	          not = true;
	          i++;
	        } else {
	          not = false;
	        }

	        // Get all the characters in class.
	        var classTokens = util.tokenizeClass(str.slice(i), regexpStr);

	        // Increase index by length of class.
	        i += classTokens[1];
	        last.push({
	          type: types.SET,
	          set: classTokens[0],
	          not,
	        });

	        break;


	      // Class of any character except \n.
	      case '.':
	        last.push(sets.anyChar());
	        break;


	      // Push group onto stack.
	      case '(':
	        // Create group.
	        var group = {
	          type: types.GROUP,
	          stack: [],
	          remember: true,
	        };

	        c = str[i];

	        // If if this is a special kind of group.
	        if (c === '?') {
	          c = str[i + 1];
	          i += 2;

	          // Match if followed by.
	          if (c === '=') {
	            group.followedBy = true;

	          // Match if not followed by.
	          } else if (c === '!') {
	            group.notFollowedBy = true;

	          } else if (c !== ':') {
	            util.error(regexpStr,
	              `Invalid group, character '${c}'` +
	              ` after '?' at column ${i - 1}`);
	          }

	          group.remember = false;
	        }

	        // Insert subgroup into current group stack.
	        last.push(group);

	        // Remember the current group for when the group closes.
	        groupStack.push(lastGroup);

	        // Make this new group the current group.
	        lastGroup = group;
	        last = group.stack;
	        break;


	      // Pop group out of stack.
	      case ')':
	        if (groupStack.length === 0) {
	          util.error(regexpStr, `Unmatched ) at column ${i - 1}`);
	        }
	        lastGroup = groupStack.pop();

	        // Check if this group has a PIPE.
	        // To get back the correct last stack.
	        last = lastGroup.options ?
	          lastGroup.options[lastGroup.options.length - 1] : lastGroup.stack;
	        break;


	      // Use pipe character to give more choices.
	      case '|':
	        // Create array where options are if this is the first PIPE
	        // in this clause.
	        if (!lastGroup.options) {
	          lastGroup.options = [lastGroup.stack];
	          delete lastGroup.stack;
	        }

	        // Create a new stack and add to options for rest of clause.
	        var stack = [];
	        lastGroup.options.push(stack);
	        last = stack;
	        break;


	      // Repetition.
	      // For every repetition, remove last element from last stack
	      // then insert back a RANGE object.
	      // This design is chosen because there could be more than
	      // one repetition symbols in a regex i.e. `a?+{2,3}`.
	      case '{':
	        var rs = /^(\d+)(,(\d+)?)?\}/.exec(str.slice(i)), min, max;
	        if (rs !== null) {
	          if (last.length === 0) {
	            repeatErr(i);
	          }
	          min = parseInt(rs[1], 10);
	          max = rs[2] ? rs[3] ? parseInt(rs[3], 10) : Infinity : min;
	          i += rs[0].length;

	          last.push({
	            type: types.REPETITION,
	            min,
	            max,
	            value: last.pop(),
	          });
	        } else {
	          last.push({
	            type: types.CHAR,
	            value: 123,
	          });
	        }
	        break;

	      case '?':
	        if (last.length === 0) {
	          repeatErr(i);
	        }
	        last.push({
	          type: types.REPETITION,
	          min: 0,
	          max: 1,
	          value: last.pop(),
	        });
	        break;

	      case '+':
	        if (last.length === 0) {
	          repeatErr(i);
	        }
	        last.push({
	          type: types.REPETITION,
	          min: 1,
	          max: Infinity,
	          value: last.pop(),
	        });
	        break;

	      case '*':
	        if (last.length === 0) {
	          repeatErr(i);
	        }
	        last.push({
	          type: types.REPETITION,
	          min: 0,
	          max: Infinity,
	          value: last.pop(),
	        });
	        break;


	      // Default is a character that is not `\[](){}?+*^$`.
	      default:
	        last.push({
	          type: types.CHAR,
	          value: c.charCodeAt(0),
	        });
	    }

	  }

	  // Check if any groups have not been closed.
	  if (groupStack.length !== 0) {
	    util.error(regexpStr, 'Unterminated group');
	  }

	  return start;
	};

	lib$1.exports.types = types;
	return lib$1.exports;
}

var lib;
var hasRequiredLib;

function requireLib () {
	if (hasRequiredLib) return lib;
	hasRequiredLib = 1;
	/* eslint indent: 4 */


	// Private helper class
	class SubRange {
	    constructor(low, high) {
	        this.low = low;
	        this.high = high;
	        this.length = 1 + high - low;
	    }

	    overlaps(range) {
	        return !(this.high < range.low || this.low > range.high);
	    }

	    touches(range) {
	        return !(this.high + 1 < range.low || this.low - 1 > range.high);
	    }

	    // Returns inclusive combination of SubRanges as a SubRange.
	    add(range) {
	        return new SubRange(
	            Math.min(this.low, range.low),
	            Math.max(this.high, range.high)
	        );
	    }

	    // Returns subtraction of SubRanges as an array of SubRanges.
	    // (There's a case where subtraction divides it in 2)
	    subtract(range) {
	        if (range.low <= this.low && range.high >= this.high) {
	            return [];
	        } else if (range.low > this.low && range.high < this.high) {
	            return [
	                new SubRange(this.low, range.low - 1),
	                new SubRange(range.high + 1, this.high)
	            ];
	        } else if (range.low <= this.low) {
	            return [new SubRange(range.high + 1, this.high)];
	        } else {
	            return [new SubRange(this.low, range.low - 1)];
	        }
	    }

	    toString() {
	        return this.low == this.high ?
	            this.low.toString() : this.low + '-' + this.high;
	    }
	}


	class DRange {
	    constructor(a, b) {
	        this.ranges = [];
	        this.length = 0;
	        if (a != null) this.add(a, b);
	    }

	    _update_length() {
	        this.length = this.ranges.reduce((previous, range) => {
	            return previous + range.length;
	        }, 0);
	    }

	    add(a, b) {
	        var _add = (subrange) => {
	            var i = 0;
	            while (i < this.ranges.length && !subrange.touches(this.ranges[i])) {
	                i++;
	            }
	            var newRanges = this.ranges.slice(0, i);
	            while (i < this.ranges.length && subrange.touches(this.ranges[i])) {
	                subrange = subrange.add(this.ranges[i]);
	                i++;
	            }
	            newRanges.push(subrange);
	            this.ranges = newRanges.concat(this.ranges.slice(i));
	            this._update_length();
	        };

	        if (a instanceof DRange) {
	            a.ranges.forEach(_add);
	        } else {
	            if (b == null) b = a;
	            _add(new SubRange(a, b));
	        }
	        return this;
	    }

	    subtract(a, b) {
	        var _subtract = (subrange) => {
	            var i = 0;
	            while (i < this.ranges.length && !subrange.overlaps(this.ranges[i])) {
	                i++;
	            }
	            var newRanges = this.ranges.slice(0, i);
	            while (i < this.ranges.length && subrange.overlaps(this.ranges[i])) {
	                newRanges = newRanges.concat(this.ranges[i].subtract(subrange));
	                i++;
	            }
	            this.ranges = newRanges.concat(this.ranges.slice(i));
	            this._update_length();
	        };

	        if (a instanceof DRange) {
	            a.ranges.forEach(_subtract);
	        } else {
	            if (b == null) b = a;
	            _subtract(new SubRange(a, b));
	        }
	        return this;
	    }

	    intersect(a, b) {
	        var newRanges = [];
	        var _intersect = (subrange) => {
	            var i = 0;
	            while (i < this.ranges.length && !subrange.overlaps(this.ranges[i])) {
	                i++;
	            }
	            while (i < this.ranges.length && subrange.overlaps(this.ranges[i])) {
	                var low = Math.max(this.ranges[i].low, subrange.low);
	                var high = Math.min(this.ranges[i].high, subrange.high);
	                newRanges.push(new SubRange(low, high));
	                i++;
	            }
	        };

	        if (a instanceof DRange) {
	            a.ranges.forEach(_intersect);
	        } else {
	            if (b == null) b = a;
	            _intersect(new SubRange(a, b));
	        }
	        this.ranges = newRanges;
	        this._update_length();
	        return this;
	    }

	    index(index) {
	        var i = 0;
	        while (i < this.ranges.length && this.ranges[i].length <= index) {
	            index -= this.ranges[i].length;
	            i++;
	        }
	        return this.ranges[i].low + index;
	    }

	    toString() {
	        return '[ ' + this.ranges.join(', ') + ' ]';
	    }

	    clone() {
	        return new DRange(this);
	    }

	    numbers() {
	        return this.ranges.reduce((result, subrange) => {
	            var i = subrange.low;
	            while (i <= subrange.high) {
	                result.push(i);
	                i++;
	            }
	            return result;
	        }, []);
	    }

	    subranges() {
	        return this.ranges.map((subrange) => ({
	            low: subrange.low,
	            high: subrange.high,
	            length: 1 + subrange.high - subrange.low
	        }));
	    }
	}

	lib = DRange;
	return lib;
}

var randexp;
var hasRequiredRandexp;

function requireRandexp () {
	if (hasRequiredRandexp) return randexp;
	hasRequiredRandexp = 1;
	const ret    = requireLib$1();
	const DRange = requireLib();
	const types  = ret.types;


	randexp = class RandExp {
	  /**
	   * @constructor
	   * @param {RegExp|String} regexp
	   * @param {String} m
	   */
	  constructor(regexp, m) {
	    this._setDefaults(regexp);
	    if (regexp instanceof RegExp) {
	      this.ignoreCase = regexp.ignoreCase;
	      this.multiline = regexp.multiline;
	      regexp = regexp.source;

	    } else if (typeof regexp === 'string') {
	      this.ignoreCase = m && m.indexOf('i') !== -1;
	      this.multiline = m && m.indexOf('m') !== -1;
	    } else {
	      throw new Error('Expected a regexp or string');
	    }

	    this.tokens = ret(regexp);
	  }


	  /**
	   * Checks if some custom properties have been set for this regexp.
	   *
	   * @param {RandExp} randexp
	   * @param {RegExp} regexp
	   */
	  _setDefaults(regexp) {
	    // When a repetitional token has its max set to Infinite,
	    // randexp won't actually generate a random amount between min and Infinite
	    // instead it will see Infinite as min + 100.
	    this.max = regexp.max != null ? regexp.max :
	      RandExp.prototype.max != null ? RandExp.prototype.max : 100;

	    // This allows expanding to include additional characters
	    // for instance: RandExp.defaultRange.add(0, 65535);
	    this.defaultRange = regexp.defaultRange ?
	      regexp.defaultRange : this.defaultRange.clone();

	    if (regexp.randInt) {
	      this.randInt = regexp.randInt;
	    }
	  }


	  /**
	   * Generates the random string.
	   *
	   * @return {String}
	   */
	  gen() {
	    return this._gen(this.tokens, []);
	  }


	  /**
	   * Generate random string modeled after given tokens.
	   *
	   * @param {Object} token
	   * @param {Array.<String>} groups
	   * @return {String}
	   */
	  _gen(token, groups) {
	    var stack, str, n, i, l;

	    switch (token.type) {
	      case types.ROOT:
	      case types.GROUP:
	        // Ignore lookaheads for now.
	        if (token.followedBy || token.notFollowedBy) { return ''; }

	        // Insert placeholder until group string is generated.
	        if (token.remember && token.groupNumber === undefined) {
	          token.groupNumber = groups.push(null) - 1;
	        }

	        stack = token.options ?
	          this._randSelect(token.options) : token.stack;

	        str = '';
	        for (i = 0, l = stack.length; i < l; i++) {
	          str += this._gen(stack[i], groups);
	        }

	        if (token.remember) {
	          groups[token.groupNumber] = str;
	        }
	        return str;

	      case types.POSITION:
	        // Do nothing for now.
	        return '';

	      case types.SET:
	        var expandedSet = this._expand(token);
	        if (!expandedSet.length) { return ''; }
	        return String.fromCharCode(this._randSelect(expandedSet));

	      case types.REPETITION:
	        // Randomly generate number between min and max.
	        n = this.randInt(token.min,
	          token.max === Infinity ? token.min + this.max : token.max);

	        str = '';
	        for (i = 0; i < n; i++) {
	          str += this._gen(token.value, groups);
	        }

	        return str;

	      case types.REFERENCE:
	        return groups[token.value - 1] || '';

	      case types.CHAR:
	        var code = this.ignoreCase && this._randBool() ?
	          this._toOtherCase(token.value) : token.value;
	        return String.fromCharCode(code);
	    }
	  }


	  /**
	   * If code is alphabetic, converts to other case.
	   * If not alphabetic, returns back code.
	   *
	   * @param {Number} code
	   * @return {Number}
	   */
	  _toOtherCase(code) {
	    return code + (97 <= code && code <= 122 ? -32 :
	      65 <= code && code <= 90  ?  32 : 0);
	  }


	  /**
	   * Randomly returns a true or false value.
	   *
	   * @return {Boolean}
	   */
	  _randBool() {
	    return !this.randInt(0, 1);
	  }


	  /**
	   * Randomly selects and returns a value from the array.
	   *
	   * @param {Array.<Object>} arr
	   * @return {Object}
	   */
	  _randSelect(arr) {
	    if (arr instanceof DRange) {
	      return arr.index(this.randInt(0, arr.length - 1));
	    }
	    return arr[this.randInt(0, arr.length - 1)];
	  }


	  /**
	   * expands a token to a DiscontinuousRange of characters which has a
	   * length and an index function (for random selecting)
	   *
	   * @param {Object} token
	   * @return {DiscontinuousRange}
	   */
	  _expand(token) {
	    if (token.type === ret.types.CHAR) {
	      return new DRange(token.value);
	    } else if (token.type === ret.types.RANGE) {
	      return new DRange(token.from, token.to);
	    } else {
	      let drange = new DRange();
	      for (let i = 0; i < token.set.length; i++) {
	        let subrange = this._expand(token.set[i]);
	        drange.add(subrange);
	        if (this.ignoreCase) {
	          for (let j = 0; j < subrange.length; j++) {
	            let code = subrange.index(j);
	            let otherCaseCode = this._toOtherCase(code);
	            if (code !== otherCaseCode) {
	              drange.add(otherCaseCode);
	            }
	          }
	        }
	      }
	      if (token.not) {
	        return this.defaultRange.clone().subtract(drange);
	      } else {
	        return this.defaultRange.clone().intersect(drange);
	      }
	    }
	  }


	  /**
	   * Randomly generates and returns a number between a and b (inclusive).
	   *
	   * @param {Number} a
	   * @param {Number} b
	   * @return {Number}
	   */
	  randInt(a, b) {
	    return a + Math.floor(Math.random() * (1 + b - a));
	  }


	  /**
	   * Default range of characters to generate from.
	   */
	  get defaultRange() {
	    return this._range = this._range || new DRange(32, 126);
	  }

	  set defaultRange(range) {
	    this._range = range;
	  }


	  /**
	   *
	   * Enables use of randexp with a shorter call.
	   *
	   * @param {RegExp|String| regexp}
	   * @param {String} m
	   * @return {String}
	   */
	  static randexp(regexp, m) {
	    var randexp;
	    if(typeof regexp === 'string') {
	      regexp = new RegExp(regexp, m);
	    }

	    if (regexp._randexp === undefined) {
	      randexp = new RandExp(regexp, m);
	      regexp._randexp = randexp;
	    } else {
	      randexp = regexp._randexp;
	      randexp._setDefaults(regexp);
	    }
	    return randexp.gen();
	  }


	  /**
	   * Enables sugary /regexp/.gen syntax.
	   */
	  static sugar() {
	    /* eshint freeze:false */
	    RegExp.prototype.gen = function() {
	      return RandExp.randexp(this);
	    };
	  }
	};
	return randexp;
}

var randexpExports = requireRandexp();
var RandExp = /*@__PURE__*/getDefaultExportFromCjs(randexpExports);

const JSON_TYPES = ['null', 'boolean', 'number', 'string', 'array', 'object'];
/** Integers beyond this are not exactly representable: zod 4 writes them as bounds on every integer. */
const SAFE_LIMIT = Number.MAX_SAFE_INTEGER;
/**
 * Every keyword the canonical form reads, by what it does; the lists below derive from it.
 * A keyword not here is unknown and compared as written. Adding one: a row here, its reader in
 * the facet builder, its comparator in the table of src/diff/schema-diff.ts.
 */
const KEYWORDS = {
    annotation: [
        'title',
        'description',
        'examples',
        '$comment',
        '$id',
        '$anchor',
        '$schema',
        'discriminator',
        'markdownDescription',
        'x-order',
        '$dynamicAnchor',
        '$recursiveAnchor',
        '$vocabulary',
        '$defs',
        'definitions',
    ],
    meaning: ['readOnly', 'writeOnly', 'deprecated', 'default', 'contentMediaType', 'contentEncoding'],
    opaque: ['not', 'if', 'then', 'else', 'unevaluatedProperties', 'unevaluatedItems', 'dependentSchemas', 'contains', 'minContains', 'maxContains', 'propertyNames', '$dynamicRef', '$recursiveRef'],
    applicator: ['allOf', 'anyOf', 'oneOf', '$ref'],
    any: ['type', 'nullable', 'enum', 'const'],
    number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
    string: ['minLength', 'maxLength', 'pattern', 'format'],
    array: ['items', 'prefixItems', 'additionalItems', 'minItems', 'maxItems', 'uniqueItems'],
    object: ['properties', 'required', 'additionalProperties', 'patternProperties', 'minProperties', 'maxProperties', 'dependentRequired', 'dependencies'],
};
/** Pure annotations: human text, never a change in what is valid. */
const PURE_ANNOTATIONS = KEYWORDS.annotation;
/** Annotations that mean something to a caller or consumer, compared on their own. */
const MEANING_ANNOTATIONS = KEYWORDS.meaning;
/** Keywords kept as written: their effect on the accepted set is not decided exactly. */
const OPAQUE_KEYWORDS = KEYWORDS.opaque;
const UNDERSTOOD_KEYWORDS = new Set(Object.values(KEYWORDS).flat());
/** More alternatives than this from merging `allOf` over unions: kept as written instead. */
const MAX_VARIANTS = 64;
/** Builds the canonical form of a whole schema document. Pure; never fetches a `$ref`. */
function canonicalize(schema) {
    const dialect = isSchemaObject(schema) && typeof schema.$schema === 'string' ? schema.$schema : '';
    const builder = new Builder(schema, /draft-0[3-7]/.test(dialect));
    return { root: builder.build(schema, '') };
}
/** Accepts anything; its arrays' items and objects' properties are itself (a cycle, not an infinite tree). */
const ANY = { at: '', types: {}, opaque: [], meaning: new Map() };
ANY.types = allTypes('');
function anyCanon(at) {
    return { at, types: allTypes(at), opaque: [], meaning: new Map() };
}
function neverCanon(at) {
    return { at, types: {}, opaque: [], meaning: new Map() };
}
function allTypes(at) {
    return { null: [{ at }], boolean: [{ at }], number: [openNumber(at)], string: [openString(at)], array: [openArray(at)], object: [openObject(at)] };
}
function openNumber(at) {
    return { at, integer: false, multipleOf: [] };
}
function openString(at) {
    return { at, minLength: 0, patterns: [], formats: [] };
}
function openArray(at) {
    return { at, prefix: [], items: ANY, minItems: 0, unique: false };
}
function openObject(at) {
    return { at, properties: new Map(), required: [], patternProperties: [], additional: ANY, minProperties: 0, dependentRequired: new Map() };
}
/** Is this canon "accepts anything" (every type, no constraint)? */
function isAny(canon, seen = new Set()) {
    if (canon === ANY || seen.has(canon))
        return true; // met again on a cycle: assumed, coinductively
    if (canon.opaque.length || canon.building)
        return false;
    seen.add(canon);
    return JSON_TYPES.every((type) => {
        const facets = canon.types[type];
        return facets !== undefined && facets.some((facet) => isOpenFacet(type, facet, seen));
    });
}
function isNever(canon) {
    return !canon.building && canon.opaque.length === 0 && JSON_TYPES.every((type) => !canon.types[type]?.length);
}
function isOpenFacet(type, facet, seen = new Set()) {
    if (facet.values)
        return false;
    switch (type) {
        case 'number': {
            const f = facet;
            return !f.integer && !f.min && !f.max && f.multipleOf.length === 0;
        }
        case 'string': {
            const f = facet;
            return f.minLength === 0 && f.maxLength === undefined && f.patterns.length === 0;
        }
        case 'array': {
            const f = facet;
            return f.prefix.length === 0 && isAny(f.items, seen) && f.minItems === 0 && f.maxItems === undefined && !f.unique;
        }
        case 'object': {
            const f = facet;
            return (f.properties.size === 0 &&
                f.required.length === 0 &&
                f.patternProperties.length === 0 &&
                isAny(f.additional, seen) &&
                f.minProperties === 0 &&
                f.maxProperties === undefined &&
                f.dependentRequired.size === 0);
        }
        default:
            return true;
    }
}
class Builder {
    rootSchema;
    refSiblingsIgnored;
    refs = new Map();
    constructor(rootSchema, refSiblingsIgnored) {
        this.rootSchema = rootSchema;
        this.refSiblingsIgnored = refSiblingsIgnored;
    }
    build(schema, at) {
        if (schema === true || schema === undefined)
            return anyCanon(at);
        if (schema === false)
            return neverCanon(at);
        if (!isSchemaObject(schema))
            return { ...anyCanon(at), opaque: [{ keyword: '(not a schema)', value: schema, at }] };
        if (typeof schema.$ref === 'string')
            return this.withRef(schema, at);
        return this.buildObject(schema, at);
    }
    withRef(schema, at) {
        const target = this.resolve(schema.$ref, at);
        const siblings = Object.keys(schema).filter((key) => key !== '$ref' && !PURE_ANNOTATIONS.includes(key));
        if (siblings.length === 0)
            return target;
        if (this.refSiblingsIgnored)
            return target; // draft-07 and older: keywords beside $ref are ignored
        const { $ref: _ref, ...rest } = schema;
        return intersect(target, this.buildObject(rest, at), at);
    }
    /** A local `$ref` target, built once: a cycle finds the canon under construction and links to it. */
    resolve(ref, at) {
        if (!isLocalRef(ref))
            return { ...anyCanon(at), opaque: [{ keyword: '$ref', value: ref, at }] };
        const cached = this.refs.get(ref);
        if (cached)
            return cached;
        const target = resolveLocalRef(this.rootSchema, ref);
        if (target === undefined)
            return { ...anyCanon(at), opaque: [{ keyword: '$ref', value: ref, at }] };
        const canon = { at: pointerOf(ref), types: {}, opaque: [], meaning: new Map(), ref, building: true };
        this.refs.set(ref, canon);
        const built = this.build(target, pointerOf(ref));
        Object.assign(canon, { types: built.types, opaque: built.opaque, meaning: built.meaning, building: false });
        return canon;
    }
    buildObject(schema, at) {
        let canon = this.ownKeywords(schema, at);
        if (Array.isArray(schema.allOf)) {
            schema.allOf.forEach((member, index) => {
                canon = intersect(canon, this.build(member, `${at}/allOf/${index}`), at);
            });
        }
        for (const keyword of ['anyOf', 'oneOf']) {
            const branches = schema[keyword];
            if (!Array.isArray(branches))
                continue;
            const built = branches.map((branch, index) => this.build(branch, `${at}/${keyword}/${index}`));
            const union = built.reduce((left, right) => unite(left, right, `${at}/${keyword}`), neverCanon(`${at}/${keyword}`));
            // oneOf is read as anyOf: the two differ only on values two branches share. Where the
            // branches may overlap, the oneOf is also kept as written, so that a change to it is
            // undecided and searched for a witness (a value that now matches two branches fails).
            if (keyword === 'oneOf' && !pairwiseDisjoint(built))
                union.opaque.push({ keyword: 'oneOf', value: branches, at });
            canon = intersect(canon, union, at);
        }
        return canon;
    }
    /** Everything but the combinators: the type split with each type's own keywords. */
    ownKeywords(schema, at) {
        const canon = { at, types: {}, opaque: [], meaning: new Map() };
        for (const type of allowedTypes(schema)) {
            const facet = this.facetFor(type, schema, at);
            if (facet)
                canon.types[type] = [facet];
        }
        applyEnum(canon, schema);
        for (const keyword of OPAQUE_KEYWORDS)
            if (keyword in schema)
                canon.opaque.push({ keyword, value: schema[keyword], at });
        // draft-07 `dependencies` with schema values are dependentSchemas: kept as written (the lists are read as dependentRequired).
        const schemaDependencies = isSchemaObject(schema.dependencies) ? Object.entries(schema.dependencies).filter(([, value]) => !Array.isArray(value)) : [];
        if (schemaDependencies.length)
            canon.opaque.push({ keyword: 'dependencies', value: Object.fromEntries(schemaDependencies), at });
        for (const keyword of MEANING_ANNOTATIONS)
            if (keyword in schema)
                canon.meaning.set(keyword, { value: schema[keyword], at });
        for (const keyword of Object.keys(schema).sort()) {
            const unknown = !UNDERSTOOD_KEYWORDS.has(keyword) || (this.refSiblingsIgnored && keyword === 'dependentRequired');
            if (unknown && !keyword.startsWith('x-'))
                canon.opaque.push({ keyword, value: schema[keyword], at });
        }
        return canon;
    }
    facetFor(type, schema, at) {
        switch (type) {
            case 'null':
            case 'boolean':
                return { at };
            case 'number':
                return numberFacet(schema, at, allowsOnlyIntegers(schema));
            case 'string':
                return stringFacet(schema, at);
            case 'array':
                return this.arrayFacet(schema, at);
            case 'object':
                return this.objectFacet(schema, at);
        }
    }
    arrayFacet(schema, at) {
        const tuple = Array.isArray(schema.prefixItems)
            ? { list: schema.prefixItems, keyword: 'prefixItems' }
            : Array.isArray(schema.items)
                ? { list: schema.items, keyword: 'items' }
                : undefined;
        const prefix = (tuple?.list ?? []).map((item, index) => this.build(item, `${at}/${tuple.keyword}/${index}`));
        const rest = tuple?.keyword === 'items' ? { schema: schema.additionalItems, at: `${at}/additionalItems` } : { schema: schema.items, at: `${at}/items` };
        return {
            at,
            prefix,
            items: this.build(rest.schema, rest.at),
            minItems: wholeNumber(schema.minItems) ?? 0,
            ...optional('maxItems', wholeNumber(schema.maxItems)),
            unique: schema.uniqueItems === true,
        };
    }
    objectFacet(schema, at) {
        const properties = new Map();
        if (isSchemaObject(schema.properties)) {
            for (const name of Object.keys(schema.properties).sort())
                properties.set(name, this.build(schema.properties[name], `${at}/properties/${pointerSegment(name)}`));
        }
        const patternProperties = isSchemaObject(schema.patternProperties)
            ? Object.keys(schema.patternProperties)
                .sort()
                .map((pattern) => ({ pattern, schema: this.build(schema.patternProperties[pattern], `${at}/patternProperties/${pointerSegment(pattern)}`) }))
            : [];
        const dependentRequired = new Map();
        // dependentRequired is a keyword from 2019-09 on; draft-07 and older know only `dependencies`.
        for (const source of this.refSiblingsIgnored ? [schema.dependencies] : [schema.dependentRequired, schema.dependencies]) {
            if (!isSchemaObject(source))
                continue;
            for (const [name, needs] of Object.entries(source))
                if (Array.isArray(needs))
                    dependentRequired.set(name, uniqueSorted(needs.filter((n) => typeof n === 'string')));
        }
        return {
            at,
            properties,
            required: uniqueSorted(Array.isArray(schema.required) ? schema.required.filter((n) => typeof n === 'string') : []),
            patternProperties,
            additional: this.build(schema.additionalProperties, `${at}/additionalProperties`),
            minProperties: wholeNumber(schema.minProperties) ?? 0,
            ...optional('maxProperties', wholeNumber(schema.maxProperties)),
            dependentRequired,
        };
    }
}
/** Can no value match two of these alternatives? Decided by type, listed values, or a required const property. */
function pairwiseDisjoint(branches) {
    for (let i = 0; i < branches.length; i++)
        for (let j = i + 1; j < branches.length; j++)
            if (!disjoint(branches[i], branches[j]))
                return false;
    return true;
}
function disjoint(a, b) {
    if (a.building || b.building)
        return false;
    return JSON_TYPES.every((type) => {
        const left = (a.types[type] ?? []);
        const right = (b.types[type] ?? []);
        return left.every((x) => right.every((y) => facetsDisjoint(type, x, y)));
    });
}
function facetsDisjoint(type, x, y) {
    if (x.values && y.values)
        return !x.values.some((v) => isListed(y.values, v));
    if (type !== 'object')
        return false;
    const [p, q] = [x, y];
    return p.required.some((name) => {
        if (!q.required.includes(name))
            return false;
        const [left, right] = [p.properties.get(name), q.properties.get(name)];
        return left !== undefined && right !== undefined && disjoint(left, right);
    });
}
function pointerOf(ref) {
    return ref === '#' ? '' : ref.slice(1);
}
function optional(key, value) {
    return (value === undefined ? {} : { [key]: value });
}
function wholeNumber(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
}
function uniqueSorted(names) {
    return [...new Set(names)].sort();
}
function typeList(schema) {
    if (typeof schema.type === 'string')
        return [schema.type];
    if (Array.isArray(schema.type))
        return schema.type.filter((t) => typeof t === 'string');
    return undefined;
}
function allowedTypes(schema) {
    const listed = typeList(schema);
    if (!listed)
        return [...JSON_TYPES];
    const types = new Set();
    for (const type of listed) {
        if (type === 'integer')
            types.add('number');
        else if (JSON_TYPES.includes(type))
            types.add(type);
    }
    if (schema.nullable === true)
        types.add('null'); // OpenAPI 3.0 form
    return JSON_TYPES.filter((type) => types.has(type));
}
function allowsOnlyIntegers(schema) {
    const listed = typeList(schema);
    return listed !== undefined && listed.includes('integer') && !listed.includes('number');
}
/** Draft-04 boolean exclusive bounds, draft-06+ numeric ones, whichever is tighter; integers get inclusive integer bounds. */
function numberFacet(schema, at, integer) {
    const lower = tighter('min', boundOf(schema.minimum, schema.exclusiveMinimum, 'minimum'), typeof schema.exclusiveMinimum === 'number' ? { value: schema.exclusiveMinimum, exclusive: true, written: `exclusiveMinimum ${schema.exclusiveMinimum}` } : undefined);
    const upper = tighter('max', boundOf(schema.maximum, schema.exclusiveMaximum, 'maximum'), typeof schema.exclusiveMaximum === 'number' ? { value: schema.exclusiveMaximum, exclusive: true, written: `exclusiveMaximum ${schema.exclusiveMaximum}` } : undefined);
    const multipleOf = typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? [schema.multipleOf] : [];
    return normaliseNumber({ at, integer, ...optional('min', lower), ...optional('max', upper), multipleOf });
}
function boundOf(value, exclusiveFlag, keyword) {
    if (typeof value !== 'number' || !Number.isFinite(value))
        return undefined;
    return { value, exclusive: exclusiveFlag === true, written: `${keyword} ${value}${exclusiveFlag === true ? ' (exclusive)' : ''}` };
}
function tighter(side, a, b) {
    if (!a)
        return b;
    if (!b)
        return a;
    if (a.value === b.value)
        return a.exclusive || !b.exclusive ? a : b;
    return (side === 'min' ? a.value > b.value : a.value < b.value) ? a : b;
}
/** One form per accepted set: integer bounds inclusive and whole, unreachable integer bounds dropped, multipleOf 1 on integers dropped. */
function normaliseNumber(facet) {
    const { integer } = facet;
    const multipleOf = [...new Set(facet.multipleOf)].sort((a, b) => a - b).filter((m) => !(integer && m === 1));
    const result = { at: facet.at, integer, multipleOf, ...optional('values', facet.values) };
    const min = facet.min && integer ? { ...facet.min, value: facet.min.exclusive ? Math.floor(facet.min.value) + 1 : Math.ceil(facet.min.value), exclusive: false } : facet.min;
    const max = facet.max && integer ? { ...facet.max, value: facet.max.exclusive ? Math.ceil(facet.max.value) - 1 : Math.floor(facet.max.value), exclusive: false } : facet.max;
    if (min && !(integer && min.value <= -SAFE_LIMIT))
        result.min = min;
    if (max && !(integer && max.value >= SAFE_LIMIT))
        result.max = max;
    return result;
}
function stringFacet(schema, at) {
    return {
        at,
        minLength: wholeNumber(schema.minLength) ?? 0,
        ...optional('maxLength', wholeNumber(schema.maxLength)),
        patterns: typeof schema.pattern === 'string' ? [schema.pattern] : [],
        formats: typeof schema.format === 'string' ? [schema.format] : [],
    };
}
/** `enum` and `const` restrict each type's facet to its listed values; a type with none listed accepts nothing. */
function applyEnum(canon, schema) {
    const lists = [];
    if (Array.isArray(schema.enum))
        lists.push(schema.enum);
    if ('const' in schema)
        lists.push([schema.const]);
    for (const list of lists) {
        for (const type of JSON_TYPES) {
            const facets = canon.types[type];
            if (!facets)
                continue;
            const ofType = list.filter((value) => jsonTypeOf(value) === type);
            const kept = facets.map((facet) => restrictValues(facet, ofType)).filter((facet) => facet.values.length > 0);
            if (kept.length)
                canon.types[type] = kept;
            else
                delete canon.types[type];
        }
    }
}
function restrictValues(facet, values) {
    const kept = facet.values ? values.filter((value) => isListed(facet.values, value)) : values;
    return { ...facet, values: dedupeValues(kept) };
}
function jsonTypeOf(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    switch (typeof value) {
        case 'boolean':
            return 'boolean';
        case 'number':
            return Number.isFinite(value) ? 'number' : undefined;
        case 'string':
            return 'string';
        case 'object':
            return 'object';
        default:
            return undefined;
    }
}
/** A key per JSON value: equal for equal values (key order free; 1 and 1.0 are one number). */
function valueKey(value) {
    return value !== null && typeof value === 'object' ? `j:${canonicalJson(value)}` : `${typeof value}:${String(value)}`;
}
/** Listed values as a set of keys, built once per list: a 20,000-value enum is not compared pairwise. */
const LISTED = new WeakMap();
function isListed(values, value) {
    let keys = LISTED.get(values);
    if (!keys)
        LISTED.set(values, (keys = new Set(values.map(valueKey))));
    return keys.has(valueKey(value));
}
/** JSON equality for enum values (key order free; 1 and 1.0 are one number). */
function sameJson(a, b) {
    if (a === b)
        return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return false;
    if (Array.isArray(a) !== Array.isArray(b))
        return false;
    if (Array.isArray(a))
        return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
}
function dedupeValues(values) {
    const out = [];
    const seen = new Set();
    for (const value of values) {
        const key = valueKey(value);
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push(value);
    }
    return out;
}
/** The values both canons accept. Exact for facets; a union meeting a union multiplies alternatives. */
function intersect(a, b, at) {
    if (a === b || (isAny(b) && b.meaning.size === 0))
        return a;
    if (isAny(a) && a.meaning.size === 0)
        return b;
    if (a.building || b.building) {
        // A recursive definition met in an allOf: its facets are not known yet. Kept as written.
        return { ...a, opaque: [...a.opaque, ...b.opaque, { keyword: 'allOf', value: b.ref ?? a.ref ?? '(recursive)', at }] };
    }
    const result = { at, types: {}, opaque: [...a.opaque, ...b.opaque], meaning: new Map([...a.meaning, ...b.meaning]) };
    for (const type of JSON_TYPES) {
        const left = a.types[type];
        const right = b.types[type];
        if (!left?.length || !right?.length)
            continue;
        const merged = [];
        for (const l of left)
            for (const r of right) {
                const facet = mergeFacet(type, l, r, at);
                if (facet)
                    merged.push(facet);
            }
        if (merged.length > MAX_VARIANTS) {
            result.opaque.push({ keyword: 'allOf', value: `(${merged.length} alternatives)`, at });
            result.types[type] = left;
        }
        else if (merged.length)
            result.types[type] = merged;
    }
    return result;
}
/** The values either canon accepts: alternatives side by side, enum-only alternatives merged. */
function unite(a, b, at) {
    const result = { at, types: {}, opaque: [...a.opaque, ...b.opaque], meaning: new Map([...a.meaning, ...b.meaning]) };
    for (const type of JSON_TYPES) {
        const facets = [...(a.types[type] ?? []), ...(b.types[type] ?? [])];
        if (facets.length)
            result.types[type] = simplifyAlternatives(type, facets);
    }
    return result;
}
/** An open alternative absorbs the others; alternatives that only list values become one list. */
function simplifyAlternatives(type, facets) {
    const open = facets.find((facet) => isOpenFacet(type, facet));
    if (open)
        return [open];
    const listsOnly = facets.filter((facet) => facet.values && isOpenFacet(type, { ...facet, values: undefined }));
    if (listsOnly.length < 2)
        return facets;
    const merged = { ...listsOnly[0], values: dedupeValues(listsOnly.flatMap((facet) => facet.values)) };
    return [merged, ...facets.filter((facet) => !listsOnly.includes(facet))];
}
function mergeFacet(type, a, b, at) {
    const values = a.values && b.values ? a.values.filter((v) => isListed(b.values, v)) : (a.values ?? b.values);
    if (values && values.length === 0)
        return undefined;
    const base = { at: a.at || at, ...optional('values', values) };
    switch (type) {
        case 'null':
        case 'boolean':
            return base;
        case 'number': {
            const [x, y] = [a, b];
            return normaliseNumber({
                ...base,
                integer: x.integer || y.integer,
                ...optional('min', tighter('min', x.min, y.min)),
                ...optional('max', tighter('max', x.max, y.max)),
                multipleOf: [...x.multipleOf, ...y.multipleOf],
            });
        }
        case 'string': {
            const [x, y] = [a, b];
            const maxLength = x.maxLength === undefined ? y.maxLength : y.maxLength === undefined ? x.maxLength : Math.min(x.maxLength, y.maxLength);
            return {
                ...base,
                minLength: Math.max(x.minLength, y.minLength),
                ...optional('maxLength', maxLength),
                patterns: uniqueSorted([...x.patterns, ...y.patterns]),
                formats: uniqueSorted([...x.formats, ...y.formats]),
            };
        }
        case 'array':
            return mergeArray(a, b, base, at);
        case 'object':
            return mergeObject(a, b, base, at);
    }
}
function mergeArray(x, y, base, at) {
    const length = Math.max(x.prefix.length, y.prefix.length);
    const prefix = Array.from({ length }, (_, i) => intersect(x.prefix[i] ?? x.items, y.prefix[i] ?? y.items, `${at}/prefixItems/${i}`));
    const maxItems = x.maxItems === undefined ? y.maxItems : y.maxItems === undefined ? x.maxItems : Math.min(x.maxItems, y.maxItems);
    return { ...base, prefix, items: intersect(x.items, y.items, `${at}/items`), minItems: Math.max(x.minItems, y.minItems), ...optional('maxItems', maxItems), unique: x.unique || y.unique };
}
/** Exact when neither side has patternProperties: each name gets what both sides say of it. */
function mergeObject(x, y, base, at) {
    const properties = new Map();
    for (const name of uniqueSorted([...x.properties.keys(), ...y.properties.keys()])) {
        properties.set(name, intersect(propertySchema(x, name), propertySchema(y, name), `${at}/properties/${pointerSegment(name)}`));
    }
    const dependentRequired = new Map(x.dependentRequired);
    for (const [name, needs] of y.dependentRequired)
        dependentRequired.set(name, uniqueSorted([...(dependentRequired.get(name) ?? []), ...needs]));
    const maxProperties = x.maxProperties === undefined ? y.maxProperties : y.maxProperties === undefined ? x.maxProperties : Math.min(x.maxProperties, y.maxProperties);
    return {
        ...base,
        properties,
        required: uniqueSorted([...x.required, ...y.required]),
        patternProperties: [...x.patternProperties, ...y.patternProperties],
        additional: intersect(x.additional, y.additional, `${at}/additionalProperties`),
        minProperties: Math.max(x.minProperties, y.minProperties),
        ...optional('maxProperties', maxProperties),
        dependentRequired,
    };
}
/** The schema a property of this name must satisfy: named, else matched by patterns, else additional. */
function propertySchema(facet, name) {
    const named = facet.properties.get(name);
    if (named)
        return named;
    const matched = facet.patternProperties.filter(({ pattern }) => safeTest(pattern, name));
    if (matched.length === 0)
        return facet.additional;
    return matched.map(({ schema }) => schema).reduce((left, right) => intersect(left, right, left.at));
}
/** A pattern as ajv reads it (Unicode); an invalid one matches nothing here (the schema-invalid rule reports it). */
function safeTest(pattern, text) {
    try {
        return new RegExp(pattern, 'u').test(text);
    }
    catch {
        return false;
    }
}

/**
 * Values on the canonical form: does a canon accept a value, and what does a valid one
 * look like. Used to find witnesses; ajv has the last word on the real schemas.
 * Opaque keywords are not evaluated here (ajv is).
 */
const MAX_DEPTH = 24;
function accepts(canon, value, depth = 0) {
    if (depth > MAX_DEPTH)
        return true;
    const type = jsonTypeOf(value);
    if (!type)
        return false;
    return (canon.types[type] ?? []).some((facet) => facetAccepts(type, facet, value, depth));
}
function facetAccepts(type, facet, value, depth = 0) {
    if (facet.values && !isListed(facet.values, value))
        return false;
    switch (type) {
        case 'number':
            return numberAccepts(facet, value);
        case 'string':
            return stringAccepts(facet, value);
        case 'array':
            return arrayAccepts(facet, value, depth);
        case 'object':
            return objectAccepts(facet, value, depth);
        default:
            return true;
    }
}
function numberAccepts(facet, value) {
    if (facet.integer && !Number.isInteger(value))
        return false;
    if (facet.min && (facet.min.exclusive ? value <= facet.min.value : value < facet.min.value))
        return false;
    if (facet.max && (facet.max.exclusive ? value >= facet.max.value : value > facet.max.value))
        return false;
    return facet.multipleOf.every((m) => isMultiple(value, m));
}
/** As ajv decides it, with a tolerance for binary fractions (0.3 is a multiple of 0.1). */
function isMultiple(value, of) {
    const quotient = value / of;
    return Math.abs(quotient - Math.round(quotient)) < 1e-9;
}
/** Length in code points, as JSON Schema (and ajv) count it. */
function codePoints(text) {
    let count = 0;
    for (const _ of text)
        count++;
    return count;
}
function stringAccepts(facet, value) {
    const length = codePoints(value);
    if (length < facet.minLength || (facet.maxLength !== undefined && length > facet.maxLength))
        return false;
    return facet.patterns.every((pattern) => safeTest(pattern, value));
}
function arrayAccepts(facet, value, depth) {
    if (value.length < facet.minItems || (facet.maxItems !== undefined && value.length > facet.maxItems))
        return false;
    if (facet.unique && value.some((item, i) => value.slice(i + 1).some((other) => sameJson(item, other))))
        return false;
    return value.every((item, i) => accepts(facet.prefix[i] ?? facet.items, item, depth + 1));
}
function objectAccepts(facet, value, depth) {
    const keys = Object.keys(value);
    if (keys.length < facet.minProperties || (facet.maxProperties !== undefined && keys.length > facet.maxProperties))
        return false;
    if (facet.required.some((name) => !Object.hasOwn(value, name)))
        return false;
    for (const [name, needs] of facet.dependentRequired)
        if (Object.hasOwn(value, name) && needs.some((n) => !Object.hasOwn(value, n)))
            return false;
    return keys.every((key) => accepts(propertySchema(facet, key), value[key], depth + 1));
}
/** Typical values of well-known formats, so that a sample reads like a real call. */
const FORMAT_SAMPLES = {
    'date-time': '2024-01-01T00:00:00Z',
    date: '2024-01-01',
    time: '00:00:00Z',
    email: 'a@example.com',
    uri: 'https://example.com/',
    'uri-reference': 'https://example.com/',
    url: 'https://example.com/',
    uuid: '00000000-0000-4000-8000-000000000000',
    hostname: 'example.com',
    ipv4: '127.0.0.1',
    ipv6: '::1',
    duration: 'P1D',
    regex: '.*',
    'json-pointer': '/a',
};
/** A small valid value of the canon, or undefined when none is found (the depth is bounded). */
function sample(canon, depth = 0) {
    for (const value of samples(canon, depth))
        return value;
    return undefined;
}
/** Valid values of the canon, simplest first; every one passes `accepts`. */
function* samples(canon, depth = 0) {
    if (depth > MAX_DEPTH)
        return;
    for (const type of SAMPLE_ORDER) {
        for (const facet of (canon.types[type] ?? [])) {
            for (const value of facetSamples(type, facet, depth))
                if (facetAccepts(type, facet, value, depth))
                    yield value;
        }
    }
}
/** Strings first: a required property of any type reads best as text. */
const SAMPLE_ORDER = ['string', 'number', 'boolean', 'object', 'array', 'null'];
function* facetSamples(type, facet, depth) {
    if (facet.values) {
        yield* facet.values;
        return;
    }
    switch (type) {
        case 'null':
            yield null;
            return;
        case 'boolean':
            yield true;
            yield false;
            return;
        case 'number':
            yield* numberCandidates(facet);
            return;
        case 'string':
            yield* stringCandidates(facet);
            return;
        case 'array':
            yield* arraySamples(facet, depth);
            return;
        case 'object':
            yield* objectSamples(facet, depth);
            return;
    }
}
/** Numbers around every bound and multiple a facet names: where two facets differ, one of these shows it. */
function numberCandidates(...facets) {
    const points = new Set([0, 1, -1, 0.5, 2, 10, 100]);
    for (const facet of facets) {
        for (const bound of [facet.min, facet.max]) {
            if (!bound)
                continue;
            for (const delta of [0, 1, -1, 0.5, -0.5, 0.25, -0.25])
                points.add(bound.value + delta);
        }
        if (facet.min && facet.max)
            points.add((facet.min.value + facet.max.value) / 2);
        for (const m of facet.multipleOf) {
            const start = facet.min ? Math.ceil(facet.min.value / m) : 0;
            for (let k = start; k < start + 4; k++)
                points.add(k * m);
            points.add(m);
            points.add(m / 2);
            points.add((m * 3) / 2);
        }
    }
    // Integers first (they read best and suit integer facets), then by size.
    return [...points].filter(Number.isFinite).sort((a, b) => Number(!Number.isInteger(a)) - Number(!Number.isInteger(b)) || Math.abs(a) - Math.abs(b) || a - b);
}
/** Strings at the lengths and from the patterns a facet names. Deterministic: randexp with a fixed seed. */
function stringCandidates(...facets) {
    const out = new Set();
    const lengths = new Set([0, 1, 3]);
    // A server's pattern runs on every candidate (here and in ajv): strings stay short where one
    // exists, so a pattern with nested quantifiers cannot backtrack for long on them.
    const limit = facets.some((facet) => facet.patterns.length > 0) ? PATTERN_SAFE_LENGTH : 10_000;
    for (const facet of facets) {
        for (const format of facet.formats)
            if (FORMAT_SAMPLES[format])
                out.add(FORMAT_SAMPLES[format]);
        for (const length of [facet.minLength, facet.minLength - 1, facet.maxLength, (facet.maxLength ?? -2) + 1])
            if (length !== undefined && length >= 0 && length <= limit)
                lengths.add(length);
        for (const pattern of facet.patterns)
            for (const text of fromPattern(pattern, facet))
                if (codePoints(text) <= limit)
                    out.add(text);
    }
    for (const length of [...lengths].sort((a, b) => a - b))
        out.add('a'.repeat(length));
    for (const text of ['A', '0', 'x-1', ' ', 'a b', '@', 'Z9_', '\u00e9'])
        out.add(text);
    return [...out];
}
/** The longest candidate string tested against a server's pattern. */
const PATTERN_SAFE_LENGTH = 24;
/** Quantifier counts beyond this make randexp build huge strings (`(a{1000}){1000}`): such patterns are not sampled. */
const HUGE_COUNT = /\{\s*(\d{3,})/;
function* fromPattern(pattern, facet) {
    if (HUGE_COUNT.test(pattern))
        return;
    let generator;
    try {
        generator = new RandExp(new RegExp(pattern, 'u'));
    }
    catch {
        return;
    }
    generator.max = Math.max(4, Math.min(facet.maxLength ?? 16, 64));
    let seed = 7;
    generator.randInt = (low, high) => {
        seed = (seed * 1103515245 + 12345) % 2147483648; // a fixed LCG: the same witness every run
        return low + (seed % (high - low + 1));
    };
    for (let i = 0; i < 12; i++) {
        try {
            yield generator.gen();
        }
        catch {
            return;
        }
    }
}
function* arraySamples(facet, depth) {
    const length = Math.max(facet.minItems, 0);
    const base = arrayOfLength(facet, length, depth);
    if (base)
        yield base;
}
/** An array of `length` valid elements (distinct when the facet asks for unique items). */
function arrayOfLength(facet, length, depth) {
    const out = [];
    for (let i = 0; i < length; i++) {
        const schema = facet.prefix[i] ?? facet.items;
        let chosen;
        let found = false;
        for (const value of samples(schema, depth + 1)) {
            if (facet.unique && out.some((other) => sameJson(other, value)))
                continue;
            chosen = value;
            found = true;
            break;
        }
        if (!found) {
            if (!facet.unique)
                return undefined;
            const varied = variedSample(schema, out, depth);
            if (varied === undefined)
                return undefined;
            chosen = varied;
        }
        out.push(chosen);
    }
    return out;
}
/** A value of the schema unlike those given: numbers and strings counted up. */
function variedSample(schema, taken, depth) {
    const candidates = [...numberCandidates(...(schema.types.number ?? [])), ...stringCandidates(...(schema.types.string ?? []))];
    for (let i = 0; i < 50; i++)
        candidates.push(i, `v${i}`);
    return candidates.find((value) => accepts(schema, value, depth + 1) && !taken.some((other) => sameJson(other, value)));
}
function* objectSamples(facet, depth) {
    const base = objectWith(facet, facet.required, depth);
    if (base)
        yield base;
}
/** An object with exactly these properties (plus what dependencies and minProperties need), each valid. */
function objectWith(facet, names, depth) {
    const out = {};
    const wanted = [...names];
    for (let i = 0; i < wanted.length; i++)
        for (const need of facet.dependentRequired.get(wanted[i]) ?? [])
            if (!wanted.includes(need))
                wanted.push(need);
    for (let extra = 0; wanted.length < facet.minProperties && extra < 100; extra++) {
        const name = [...facet.properties.keys()].find((n) => !wanted.includes(n)) ?? `extra${extra}`;
        wanted.push(name);
    }
    for (const name of wanted) {
        const value = sample(propertySchema(facet, name), depth + 1);
        if (value === undefined)
            return undefined;
        setOwn(out, name, value);
    }
    return out;
}
/** A valid object of the facet with one more property set to `value` (its other required properties sampled). */
function withProperty(facet, name, value) {
    if (value === undefined)
        return undefined;
    const object = objectWith(facet, facet.required.filter((n) => n !== name), 0);
    if (!object)
        return undefined;
    setOwn(object, name, value);
    return object;
}
/** Sets a property as an own data property, even one named `__proto__`. */
function setOwn(target, name, value) {
    Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}
/** A property name no named property or pattern of these facets claims. */
function freshName(...facets) {
    for (let i = 0;; i++) {
        const name = i === 0 ? 'unexpected' : `unexpected${i}`;
        if (facets.every((facet) => !facet.properties.has(name) && !facet.patternProperties.some(({ pattern }) => safeTest(pattern, name))))
            return name;
    }
}

/**
 * Places `leaf` where `path` leads inside an otherwise minimal valid instance of the side's
 * schema: the required properties and leading elements around it are valid samples.
 */
function embed(path, side, leaf) {
    if (path.length === 0)
        return leaf;
    const [step, ...rest] = path;
    const inner = embed(rest, side, leaf);
    if (inner === undefined)
        return undefined;
    if ('property' in step.child)
        return withProperty(step.facets[side], step.child.property, inner);
    const facet = step.facets[side];
    const index = step.child.index;
    const array = arrayOfLength(facet, Math.max(facet.minItems, index + 1), 0);
    if (!array)
        return undefined;
    array[index] = inner;
    return array;
}
/** Compiled validators by schema object: each server schema is compiled once per run. */
const compiled = new WeakMap();
/** Does ajv accept the value under the server's schema? Undefined when the schema does not compile. */
function ajvAccepts(schema, value) {
    if (typeof schema === 'boolean')
        return schema;
    if (schema === null || typeof schema !== 'object')
        return undefined;
    let validate = compiled.get(schema);
    if (validate === undefined) {
        const ajv = ajvFor(schema, false);
        const prepared = forAjv(schema);
        try {
            validate = ajv.compile(prepared);
        }
        catch {
            validate = null;
        }
        finally {
            ajv.removeSchema(prepared); // the function stays usable; ajv's own cache would keep every schema
        }
        compiled.set(schema, validate);
    }
    if (validate === null)
        return undefined;
    try {
        return validate(value);
    }
    catch {
        return undefined; // a schema that refers to itself without progress (`{"$ref": "#"}`) overflows ajv's stack
    }
}
/** A witness holds when ajv accepts it under exactly the side it came from. */
function confirms(before, after, value, validSide) {
    if (value === undefined)
        return undefined;
    const validBefore = ajvAccepts(before, value);
    const validAfter = ajvAccepts(after, value);
    if (validBefore === undefined || validAfter === undefined)
        return undefined;
    const holds = validSide === 0 ? validBefore && !validAfter : validAfter && !validBefore;
    return holds ? { validBefore, validAfter } : undefined;
}

const EFFECT = new Map(SCHEMA_FACTS.map((fact) => [fact.fact, fact.effect]));
function effectOf(fact) {
    return EFFECT.get(fact);
}
/** Node visits allowed per schema pair: deterministic, unlike a clock; past it the pair is undecided. */
const VISIT_BUDGET = 5_000;
/** Compares what two schemas accept; never fetches anything (a remote `$ref` is opaque). */
function diffSchemas(before, after, direction = 'input') {
    const walk = { direction, findings: [], seen: new Set(), assumed: new Map(), visits: { left: VISIT_BUDGET } };
    const b = canonicalize(before).root;
    const a = canonicalize(after).root;
    compareCanon(walk, b, a, []);
    if (walk.visits.left <= 0)
        emit(walk, 'undecided', '', [], [b, a], `the schemas are too large to compare exactly (more than ${VISIT_BUDGET} steps); what was found is reported`, { item: 'budget' });
    return walk.findings;
}
function emit(walk, fact, pointer, path, canons, detail, extra) {
    const key = `${fact}\u0000${pointer}\u0000${extra.item ?? ''}`;
    if (walk.seen.has(key))
        return; // a definition reached from two places is one change
    walk.seen.add(key);
    walk.findings.push({ fact, pointer, detail, path, canons, ...extra });
}
function compareCanon(walk, b, a, path) {
    if (b === a || --walk.visits.left < 0)
        return;
    // A pair met again is on a cycle (a recursive definition): assumed equal, coinductively.
    const pairs = walk.assumed.get(b) ?? new Set();
    if (pairs.has(a))
        return;
    pairs.add(a);
    walk.assumed.set(b, pairs);
    compareOpaque(walk, b, a, path);
    compareMeaning(walk, b, a, path);
    // What an unresolved `$ref` accepts is unknown: the types beside it say nothing.
    if ([...b.opaque, ...a.opaque].some((entry) => entry.keyword === '$ref' || entry.keyword === '(not a schema)'))
        return;
    compareTypes(walk, b, a, path);
}
/** Keywords kept as written: a change there is undecided, whatever its direction. */
function compareOpaque(walk, b, a, path) {
    const keywords = new Set([...b.opaque, ...a.opaque].map((entry) => entry.keyword));
    for (const keyword of [...keywords].sort()) {
        const before = b.opaque.filter((entry) => entry.keyword === keyword).map((entry) => entry.value);
        const after = a.opaque.filter((entry) => entry.keyword === keyword).map((entry) => entry.value);
        if (jsonEqual(before, after))
            continue;
        const at = (a.opaque.find((entry) => entry.keyword === keyword) ?? b.opaque.find((entry) => entry.keyword === keyword)).at;
        const fact = keyword === '$ref' ? 'remote-ref' : 'logic-changed';
        const detail = keyword === '$ref' ? `a $ref outside the schema changed (${JSON.stringify(after[0] ?? before[0])}); it was not fetched` : `"${keyword}" changed: its effect is not decided exactly`;
        emit(walk, fact, `${at}/${pointerSegment(keyword)}`, path, [b, a], detail, { item: keyword, before: unwrap(before), after: unwrap(after) });
    }
}
function unwrap(values) {
    return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
}
const MEANING_FACTS = {
    readOnly: 'read-only-changed',
    writeOnly: 'write-only-changed',
    deprecated: 'deprecated-changed',
    default: 'default-changed',
    contentMediaType: 'content-changed',
    contentEncoding: 'content-changed',
};
function compareMeaning(walk, b, a, path) {
    for (const keyword of Object.keys(MEANING_FACTS)) {
        const before = b.meaning.get(keyword);
        const after = a.meaning.get(keyword);
        if (jsonEqual(before?.value, after?.value))
            continue;
        const what = before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';
        emit(walk, MEANING_FACTS[keyword], `${(after ?? before).at}/${keyword}`, path, [b, a], `${keyword} ${what}${describeChange(before?.value, after?.value)}`, {
            item: keyword,
            before: before?.value,
            after: after?.value,
        });
    }
}
function describeChange(before, after) {
    if (before === undefined)
        return `: ${show$2(after)}`;
    if (after === undefined)
        return ` (was ${show$2(before)})`;
    return `: ${show$2(before)} → ${show$2(after)}`;
}
/** Types accepted on one side only are one change each way; types on both compare their alternatives. */
function compareTypes(walk, b, a, path) {
    const lost = JSON_TYPES.filter((type) => b.types[type]?.length && !a.types[type]?.length);
    const gained = JSON_TYPES.filter((type) => !b.types[type]?.length && a.types[type]?.length);
    const names = (types, canon) => types.map((type) => describeType(type, (canon.types[type] ?? [])));
    if (lost.length) {
        const narrowing = () => firstSample(lost[0], (b.types[lost[0]] ?? []));
        emit(walk, 'type-narrowed', typePointer(a), path, [b, a], `${names(lost, b).join(', ')} values are no longer valid`, { item: lost.join('|'), narrowing });
    }
    if (gained.length) {
        const widening = () => firstSample(gained[0], (a.types[gained[0]] ?? []));
        emit(walk, 'type-widened', typePointer(a), path, [b, a], `${names(gained, a).join(', ')} values are valid now`, { item: gained.join('|'), widening });
    }
    for (const type of JSON_TYPES) {
        const bs = (b.types[type] ?? []);
        const as = (a.types[type] ?? []);
        if (bs.length && as.length)
            compareAlternatives(walk, type, bs, as, path, [b, a]);
    }
}
/** Where a type change is written: `type` of the schema, or the union itself. */
function typePointer(canon) {
    return /\/(anyOf|oneOf)$/.test(canon.at) ? canon.at : `${canon.at}/type`;
}
function describeType(type, facets) {
    return type === 'number' && facets.every((facet) => facet.integer) ? 'integer' : type;
}
function firstSample(type, facets) {
    for (const facet of facets)
        for (const value of facetSamples(type, facet, 0))
            if (facetAccepts(type, facet, value))
                return value;
    return undefined;
}
/** anyOf/oneOf alternatives of one type: paired by a const discriminator, else by inclusion. */
function compareAlternatives(walk, type, bs, as, path, canons) {
    if (bs.length === 1 && as.length === 1)
        return compareFacet(walk, type, bs[0], as[0], path, canons);
    const pairs = type === 'object' ? pairByDiscriminator(bs, as) : undefined;
    if (pairs) {
        for (const [b, a] of pairs.matched)
            compareFacet(walk, type, b, a, path, canons);
        for (const b of pairs.removed)
            emit(walk, 'variant-removed', b.at, path, canons, `the alternative at ${b.at || '/'} is gone`, { item: b.at, narrowing: () => firstSample(type, [b]) });
        for (const a of pairs.added)
            emit(walk, 'variant-added', a.at, path, canons, `a new alternative at ${a.at || '/'} is valid`, { item: a.at, widening: () => firstSample(type, [a]) });
        return;
    }
    // Alternatives unchanged on both sides drop out; the rest pair with their closest counterpart.
    const restB = [...bs];
    const restA = [...as];
    for (const b of bs) {
        const twin = restA.find((a) => findingsBetween(walk, type, b, a).length === 0);
        if (twin) {
            restB.splice(restB.indexOf(b), 1);
            restA.splice(restA.indexOf(twin), 1);
        }
    }
    const paired = new Set();
    for (const b of restB) {
        if (restA.length === 0) {
            // Every new alternative already has an old twin: this one is gone unless another covers it.
            const covered = as.some((a) => !findingsBetween(walk, type, b, a).some((f) => NARROWING.has(effectOf(f.fact))));
            if (!covered)
                emit(walk, 'variant-removed', b.at, path, canons, `the alternative at ${b.at || '/'} is gone`, { item: b.at, narrowing: () => firstSample(type, [b]) });
            continue;
        }
        const closest = closestAlternative(walk, type, b, restA);
        if (!closest)
            continue;
        paired.add(closest);
        compareFacet(walk, type, b, closest, path, canons);
    }
    for (const a of restA) {
        if (paired.has(a) || bs.some((b) => !findingsBetween(walk, type, b, a).some((f) => WIDENING.has(effectOf(f.fact)))))
            continue;
        emit(walk, 'variant-added', a.at, path, canons, `a new alternative at ${a.at || '/'} is valid`, { item: a.at, widening: () => firstSample(type, [a]) });
    }
}
const WIDENING = new Set(['widens', 'both', 'undecided']);
const NARROWING = new Set(['narrows', 'both', 'undecided']);
/** Do two schemas differ in anything the comparison sees? Asked in a scratch walk that reports nothing. */
function differs(walk, b, a) {
    const scratch = { direction: walk.direction, findings: [], seen: new Set(), assumed: new Map(), visits: walk.visits };
    compareCanon(scratch, b, a, []);
    return scratch.findings.length > 0;
}
/** The findings between two alternatives, in a scratch walk that reports nothing. */
function findingsBetween(walk, type, b, a) {
    const scratch = { direction: walk.direction, findings: [], seen: new Set(), assumed: new Map(), visits: walk.visits };
    compareFacet(scratch, type, b, a, [], [placeholder, placeholder]);
    return scratch.findings;
}
const placeholder = { at: '', types: {}, opaque: [], meaning: new Map() };
/** The alternative of `as` that keeps most of `b`: fewest narrowing findings, then fewest findings. */
function closestAlternative(walk, type, b, as) {
    let best;
    for (const a of as) {
        const findings = findingsBetween(walk, type, b, a);
        const narrowing = findings.filter((f) => NARROWING.has(effectOf(f.fact))).length;
        if (!best || narrowing < best.narrowing || (narrowing === best.narrowing && findings.length < best.count))
            best = { facet: a, narrowing, count: findings.length };
    }
    return best?.facet;
}
/** A property every alternative requires with one listed value each, different per alternative. */
function pairByDiscriminator(bs, as) {
    const all = [...bs, ...as];
    const candidates = [...new Set(all.flatMap((facet) => facet.required))].sort();
    for (const name of candidates) {
        const keyOf = (facet) => discriminatorValue(facet, name);
        if (!all.every((facet) => keyOf(facet) !== undefined))
            continue;
        const bKeys = bs.map(keyOf);
        const aKeys = as.map(keyOf);
        if (new Set(bKeys).size !== bKeys.length || new Set(aKeys).size !== aKeys.length)
            continue;
        return {
            matched: bs.flatMap((b, i) => {
                const j = aKeys.indexOf(bKeys[i]);
                return j === -1 ? [] : [[b, as[j]]];
            }),
            removed: bs.filter((_, i) => !aKeys.includes(bKeys[i])),
            added: as.filter((_, j) => !bKeys.includes(aKeys[j])),
        };
    }
    return undefined;
}
function discriminatorValue(facet, name) {
    if (!facet.required.includes(name))
        return undefined;
    const schema = facet.properties.get(name);
    if (!schema || schema.opaque.length)
        return undefined;
    const listed = JSON_TYPES.flatMap((type) => (schema.types[type] ?? []).map((f) => f.values));
    if (listed.length !== 1 || listed[0]?.length !== 1)
        return undefined;
    return JSON.stringify(listed[0][0]);
}
const COMPARATORS = {
    null: [],
    boolean: [],
    number: [compareInteger, compareNumberBound('min'), compareNumberBound('max'), compareMultipleOf],
    string: [compareLength('minLength'), compareLength('maxLength'), comparePatterns, compareFormats],
    array: [compareItemCount('minItems'), compareItemCount('maxItems'), compareUnique, compareElements],
    object: [compareProperties, compareRequired, compareAdditional, comparePatternProperties, compareDependencies, comparePropertyCount('minProperties'), comparePropertyCount('maxProperties')],
};
function compareFacet(walk, type, b, a, path, canons) {
    if (b.values || a.values)
        return compareValues(walk, type, b, a, path, canons);
    for (const comparator of COMPARATORS[type])
        comparator(walk, b, a, path, canons);
}
/** Listed values (enum, const): each value that changed validity is a change of its own. */
function compareValues(walk, type, b, a, path, canons) {
    const at = `${a.at}/enum`;
    if (b.values) {
        for (const value of b.values)
            if (!facetAccepts(type, a, value))
                emit(walk, 'enum-value-removed', at, path, canons, `value ${show$2(value)} is no longer valid`, { item: show$2(value), narrowing: () => value });
    }
    else {
        const outside = firstOutside(type, b, a);
        if (outside !== undefined)
            emit(walk, 'enum-added', at, path, canons, `only ${list(a.values)} ${a.values.length === 1 ? 'is' : 'are'} valid now`, { after: a.values, narrowing: () => outside });
    }
    if (a.values) {
        for (const value of a.values)
            if (!facetAccepts(type, b, value))
                emit(walk, 'enum-value-added', at, path, canons, `value ${show$2(value)} is valid now`, { item: show$2(value), widening: () => value });
    }
    else {
        const outside = firstOutside(type, a, b);
        if (outside !== undefined)
            emit(walk, 'enum-removed', at, path, canons, `values beyond ${list(b.values)} are valid now`, { before: b.values, widening: () => outside });
    }
}
/** A value of `from` that `to` does not accept. */
function firstOutside(type, from, to) {
    for (const value of facetSamples(type, from, 0))
        if (facetAccepts(type, from, value) && !facetAccepts(type, to, value))
            return value;
    return undefined;
}
function compareInteger(walk, b, a, path, canons) {
    if (b.integer === a.integer)
        return;
    const at = `${a.at}/type`;
    const fraction = (from, to) => numberCandidates(from, to).find((n) => !Number.isInteger(n) && facetAccepts('number', from, n) && !facetAccepts('number', to, n));
    if (a.integer)
        emit(walk, 'type-narrowed', at, path, canons, 'only integers are valid now', { item: 'number', narrowing: () => fraction(b, a) });
    else
        emit(walk, 'type-widened', at, path, canons, 'numbers that are not integers are valid now', { item: 'number', widening: () => fraction(a, b) });
}
function compareNumberBound(side) {
    return (walk, b, a, path, canons) => {
        const change = boundChange(side, b[side], a[side]);
        if (!change)
            return;
        const keyword = side === 'min' ? 'minimum' : 'maximum';
        const witness = (from, to) => numberCandidates(from, to).find((n) => facetAccepts('number', from, n) && !facetAccepts('number', to, n) && violates(side, to[side], n));
        const detail = `${side === 'min' ? 'lower' : 'upper'} bound ${describeBound(b[side])} → ${describeBound(a[side])}`;
        const at = `${(a[side] ? a : b).at}/${keyword}`;
        if (change === 'tightened')
            emit(walk, 'bound-tightened', at, path, canons, detail, { item: keyword, before: b[side]?.value, after: a[side]?.value, narrowing: () => witness(b, a) });
        else
            emit(walk, 'bound-relaxed', at, path, canons, detail, { item: keyword, before: b[side]?.value, after: a[side]?.value, widening: () => witness(a, b) });
    };
}
function violates(side, bound, n) {
    if (!bound)
        return false;
    if (side === 'min')
        return bound.exclusive ? n <= bound.value : n < bound.value;
    return bound.exclusive ? n >= bound.value : n > bound.value;
}
/** Which way a bound moved: tightened means fewer values pass it. */
function boundChange(side, before, after) {
    if (!before && !after)
        return undefined;
    if (!before)
        return 'tightened';
    if (!after)
        return 'relaxed';
    if (before.value === after.value)
        return before.exclusive === after.exclusive ? undefined : after.exclusive ? 'tightened' : 'relaxed';
    const raised = after.value > before.value;
    return (side === 'min') === raised ? 'tightened' : 'relaxed';
}
function describeBound(bound) {
    if (!bound)
        return 'none';
    return bound.written ?? `${bound.exclusive ? 'exclusive ' : ''}${bound.value}`;
}
function compareMultipleOf(walk, b, a, path, canons) {
    if (jsonEqual(b.multipleOf, a.multipleOf))
        return;
    // Every value of `from` is a multiple of `m` when some divisor `from` requires is itself a multiple of `m`.
    const implied = (from, m) => [...from.multipleOf, ...(from.integer ? [1] : [])].some((d) => isMultiple(d, m));
    const narrows = a.multipleOf.some((m) => !implied(b, m));
    const widens = b.multipleOf.some((m) => !implied(a, m));
    const at = `${a.at}/multipleOf`;
    const detail = `multipleOf ${b.multipleOf.join(', ') || 'none'} → ${a.multipleOf.join(', ') || 'none'}`;
    const witness = (from, to) => numberCandidates(from, to).find((n) => facetAccepts('number', from, n) && !facetAccepts('number', to, n));
    if (narrows)
        emit(walk, 'bound-tightened', at, path, canons, detail, { item: 'multipleOf', before: unwrap(b.multipleOf), after: unwrap(a.multipleOf), narrowing: () => witness(b, a) });
    if (widens)
        emit(walk, 'bound-relaxed', at, path, canons, detail, { item: 'multipleOf', before: unwrap(b.multipleOf), after: unwrap(a.multipleOf), widening: () => witness(a, b) });
}
/** minLength/maxLength, minItems/maxItems, minProperties/maxProperties: whole-number bounds. */
function countChange(keyword, before, after) {
    const isMin = keyword.startsWith('min');
    const b = before ?? (isMin ? 0 : Infinity);
    const a = after ?? (isMin ? 0 : Infinity);
    if (a === b)
        return undefined;
    return (isMin ? a > b : a < b) ? 'tightened' : 'relaxed';
}
function compareLength(keyword) {
    return (walk, b, a, path, canons) => {
        const change = countChange(keyword, b[keyword], a[keyword]);
        if (!change)
            return;
        const witness = (from, to) => {
            const limit = to[keyword];
            return stringCandidates(from, to)
                .concat(lengthsAround(from, to))
                .find((s) => facetAccepts('string', from, s) && !facetAccepts('string', to, s) && (keyword === 'minLength' ? codePoints(s) < (limit ?? 0) : codePoints(s) > (limit ?? Infinity)));
        };
        emitCount(walk, keyword, change, b[keyword], a[keyword], a.at, path, canons, () => witness(b, a), () => witness(a, b));
    };
}
/** Strings of each length a bound names, from a valid sample cut or padded: for lengths with patterns too. */
function lengthsAround(from, to) {
    const base = stringCandidates(from).find((s) => facetAccepts('string', from, s)) ?? '';
    const limit = from.patterns.length || to.patterns.length ? PATTERN_SAFE_LENGTH : 10_000;
    const lengths = [from.minLength, from.maxLength, to.minLength - 1, (to.maxLength ?? -2) + 1].filter((n) => n !== undefined && n >= 0 && n <= limit);
    return lengths.map((n) => [...base.padEnd(n, base.slice(-1) || 'a')].slice(0, n).join(''));
}
function emitCount(walk, keyword, change, before, after, at, path, canons, narrowing, widening) {
    const detail = `${keyword} ${before ?? 'none'} → ${after ?? 'none'}`;
    if (change === 'tightened')
        emit(walk, 'bound-tightened', `${at}/${keyword}`, path, canons, detail, { item: keyword, before, after, narrowing });
    else
        emit(walk, 'bound-relaxed', `${at}/${keyword}`, path, canons, detail, { item: keyword, before, after, widening });
}
function comparePatterns(walk, b, a, path, canons) {
    const added = a.patterns.filter((p) => !b.patterns.includes(p));
    const removed = b.patterns.filter((p) => !a.patterns.includes(p));
    if (!added.length && !removed.length)
        return;
    const witness = (from, to) => [...stringCandidates(from, to), ...lengthsAround(from, to)].find((s) => facetAccepts('string', from, s) && !facetAccepts('string', to, s));
    const at = `${a.at}/pattern`;
    if (added.length && removed.length) {
        return emit(walk, 'pattern-changed', at, path, canons, `pattern ${show$2(unwrap(removed))} → ${show$2(unwrap(added))}`, {
            before: unwrap(removed),
            after: unwrap(added),
            narrowing: () => witness(b, a),
            widening: () => witness(a, b),
        });
    }
    for (const pattern of added)
        emit(walk, 'pattern-added', at, path, canons, `strings must match ${show$2(pattern)}`, { item: pattern, after: pattern, narrowing: () => witness(b, a) });
    for (const pattern of removed)
        emit(walk, 'pattern-removed', `${b.at}/pattern`, path, canons, `strings need not match ${show$2(pattern)}`, { item: pattern, before: pattern, widening: () => witness(a, b) });
}
function compareFormats(walk, b, a, path, canons) {
    if (jsonEqual(b.formats, a.formats))
        return;
    const [before, after] = [unwrap(b.formats), unwrap(a.formats)];
    emit(walk, 'format-changed', `${a.at}/format`, path, canons, `format ${show$2(before ?? 'none')} → ${show$2(after ?? 'none')}`, { before, after });
}
/** A whole-number bound on a size: the witness is a valid value of the facet one past the new bound. */
function compareSize(keyword, ofSize) {
    return (walk, b, a, path, canons) => {
        const change = countChange(keyword, b[keyword], a[keyword]);
        if (!change)
            return;
        const witness = (from, to) => {
            const bound = to[keyword];
            const size = keyword.startsWith('min') ? (bound ?? 0) - 1 : (bound ?? Infinity) + 1;
            return Number.isFinite(size) && size >= 0 && size <= 1_000 ? ofSize(from, size) : undefined;
        };
        emitCount(walk, keyword, change, b[keyword], a[keyword], a.at, path, canons, () => witness(b, a), () => witness(a, b));
    };
}
function compareItemCount(keyword) {
    return compareSize(keyword, (facet, size) => arrayOfLength(facet, size, 0));
}
/** An object of the facet with `size` properties: the required ones first, then named, then made up. */
function objectOfSize(facet, size) {
    const names = [...facet.required];
    for (let i = 0; names.length < size; i++)
        names.push([...facet.properties.keys()].find((n) => !names.includes(n)) ?? `extra${i}`);
    return names.length === size ? objectWith({ ...facet, minProperties: 0 }, names, 0) : undefined;
}
function comparePropertyCount(keyword) {
    return compareSize(keyword, objectOfSize);
}
function compareUnique(walk, b, a, path, canons) {
    if (b.unique === a.unique)
        return;
    const twins = (from) => {
        const one = sample(from.prefix[0] ?? from.items);
        return one === undefined ? undefined : [one, one];
    };
    if (a.unique)
        emit(walk, 'constraint-added', `${a.at}/uniqueItems`, path, canons, 'items must be unique now', { item: 'uniqueItems', narrowing: () => twins(b) });
    else
        emit(walk, 'constraint-removed', `${b.at}/uniqueItems`, path, canons, 'items need not be unique now', { item: 'uniqueItems', widening: () => twins(a) });
}
/** Tuple positions, then the elements past them, each compared where an instance would hold it. */
function compareElements(walk, b, a, path) {
    const length = Math.max(b.prefix.length, a.prefix.length);
    for (let index = 0; index <= length; index++) {
        const bs = index < length ? (b.prefix[index] ?? b.items) : b.items;
        const as = index < length ? (a.prefix[index] ?? a.items) : a.items;
        compareCanon(walk, bs, as, [...path, { type: 'array', facets: [b, a], child: { index } }]);
    }
}
function compareProperties(walk, b, a, path, canons) {
    const names = [...new Set([...b.properties.keys(), ...a.properties.keys()])].sort();
    for (const name of names) {
        const step = { type: 'object', facets: [b, a], child: { property: name } };
        const before = b.properties.get(name);
        const after = a.properties.get(name);
        const at = `${(after ? a : b).at}/properties/${pointerSegment(name)}`;
        if (before && after)
            compareCanon(walk, before, after, [...path, step]);
        else if (after)
            propertyAdded(walk, b, name, after, at, path, step, canons);
        else
            propertyRemoved(walk, b, a, name, before, at, path, step, canons);
    }
}
/** A new property: reported once; compared further only where the old object already said something of the name. */
function propertyAdded(walk, b, name, after, at, path, step, canons) {
    emit(walk, 'property-added', at, path, canons, `property "${name}" added`, { item: name });
    const old = propertySchema(b, name);
    if (!isAny(old) && !isNever(old))
        compareCanon(walk, old, after, [...path, step]);
}
function propertyRemoved(walk, b, a, name, before, at, path, step, canons) {
    const now = propertySchema(a, name);
    if (isNever(now)) {
        const narrowing = () => withProperty(b, name, sample(before));
        return emit(walk, 'closed-property-removed', at, path, canons, `property "${name}" removed from a closed object`, { item: name, narrowing });
    }
    if (isAny(now)) {
        const stranger = [0, 'a', true, null, {}, []].find((value) => !accepts(before, value));
        return emit(walk, 'property-removed', at, path, canons, `property "${name}" removed`, { item: name, widening: () => (stranger === undefined ? undefined : withProperty(a, name, stranger)) });
    }
    compareCanon(walk, before, now, [...path, step]);
}
function compareRequired(walk, b, a, path, canons) {
    const without = (facet, name) => objectWith(facet, facet.required.filter((n) => n !== name), 0);
    for (const name of a.required) {
        if (!b.required.includes(name))
            emit(walk, 'required-added', `${a.at}/required`, path, canons, `property "${name}" is required now`, { item: name, after: name, narrowing: () => without(b, name) });
    }
    for (const name of b.required) {
        if (!a.required.includes(name))
            emit(walk, 'required-removed', `${a.at}/required`, path, canons, `property "${name}" is no longer required`, { item: name, before: name, widening: () => without(a, name) });
    }
}
function compareAdditional(walk, b, a, path, canons) {
    const name = freshName(b, a);
    const at = `${a.at}/additionalProperties`;
    if (isAny(b.additional) && isNever(a.additional)) {
        return emit(walk, 'additional-properties-closed', at, path, canons, 'the object is closed: unknown properties are rejected', { narrowing: () => withProperty(b, name, 'x') });
    }
    if (isNever(b.additional) && isAny(a.additional)) {
        return emit(walk, 'additional-properties-opened', at, path, canons, 'the object is open: unknown properties are allowed', { widening: () => withProperty(a, name, 'x') });
    }
    compareCanon(walk, b.additional, a.additional, [...path, { type: 'object', facets: [b, a], child: { property: name } }]);
}
function comparePatternProperties(walk, b, a, path, canons) {
    const patterns = [...new Set([...b.patternProperties, ...a.patternProperties].map((entry) => entry.pattern))].sort();
    for (const pattern of patterns) {
        const before = b.patternProperties.find((entry) => entry.pattern === pattern)?.schema;
        const after = a.patternProperties.find((entry) => entry.pattern === pattern)?.schema;
        const at = `${(after ? a : b).at}/patternProperties/${pointerSegment(pattern)}`;
        if (before && after) {
            const key = stringCandidates({ at: '', minLength: 0, patterns: [pattern], formats: [] }).find((s) => safeTest(pattern, s) && !a.properties.has(s) && !b.properties.has(s));
            if (key !== undefined)
                compareCanon(walk, before, after, [...path, { type: 'object', facets: [b, a], child: { property: key } }]);
            else if (differs(walk, before, after))
                emit(walk, 'logic-changed', at, path, canons, `patternProperties ${show$2(pattern)} changed (no name matching it could be made)`, { item: pattern });
        }
        else if (after)
            emit(walk, 'constraint-added', at, path, canons, `properties matching ${show$2(pattern)} are constrained now`, { item: pattern });
        else
            emit(walk, 'constraint-removed', at, path, canons, `properties matching ${show$2(pattern)} are no longer constrained`, { item: pattern });
    }
}
function compareDependencies(walk, b, a, path, canons) {
    const names = [...new Set([...b.dependentRequired.keys(), ...a.dependentRequired.keys()])].sort();
    for (const name of names) {
        const before = b.dependentRequired.get(name) ?? [];
        const after = a.dependentRequired.get(name) ?? [];
        const at = `${a.at}/dependentRequired/${pointerSegment(name)}`;
        const trigger = (facet) => {
            const object = objectWith({ ...facet, dependentRequired: new Map() }, [...new Set([...facet.required, name, ...(facet.dependentRequired.get(name) ?? [])])], 0);
            return object;
        };
        if (after.some((need) => !before.includes(need)))
            emit(walk, 'constraint-added', at, path, canons, `with "${name}", ${list(after)} must be present now`, { item: `dependentRequired/${name}`, before, after, narrowing: () => trigger(b) });
        if (before.some((need) => !after.includes(need)))
            emit(walk, 'constraint-removed', at, path, canons, `with "${name}", ${list(before)} need not be present`, { item: `dependentRequired/${name}`, before, after, widening: () => trigger(a) });
    }
}
/**
 * The first few valid values of a canon, for a search that ajv then confirms. Objects are also
 * tried with each property the other side names (a value that was fine may now match two
 * oneOf branches, or trip a new dependency).
 */
function candidatesOf(canon, other, limit = 24) {
    const out = [];
    for (const value of samples(canon)) {
        out.push(value);
        if (out.length >= limit)
            break;
    }
    // Names from both sides: a keyword kept as written (a dependency, a oneOf) may react to any of them.
    const names = new Map([...namedProperties(canon), ...(other ? namedProperties(other) : [])]);
    for (const base of out.filter((value) => value !== null && typeof value === 'object' && !Array.isArray(value))) {
        const full = { ...base };
        for (const [name, schema] of names) {
            if (Object.hasOwn(base, name))
                continue;
            const value = sample(schema);
            if (value === undefined)
                continue;
            const extended = { ...base };
            setOwn(extended, name, value);
            setOwn(full, name, value);
            if (accepts(canon, extended))
                out.push(extended);
        }
        // Every named property at once: what a dependency between two of them needs.
        if (Object.keys(full).length > Object.keys(base).length + 1 && accepts(canon, full))
            out.push(full);
    }
    for (const probe of [null, true, false, 0, 0.5, -1, 'a', '', [], {}])
        out.push(probe);
    return out;
}
/** Every property an object alternative of the canon names, with its schema (the first one named wins). */
function namedProperties(canon) {
    const names = new Map();
    for (const facet of (canon.types.object ?? []))
        for (const [name, schema] of facet.properties)
            if (!names.has(name))
                names.set(name, schema);
    return names;
}
function show$2(value) {
    const text = JSON.stringify(value) ?? 'nothing';
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
function list(values) {
    const shown = values.slice(0, 6).map(show$2).join(', ');
    return values.length > 6 ? `${shown}, … (${values.length} in all)` : shown;
}

const SIGNALS = [
    // Bounded: a text full of unclosed "<!--" must stay linear.
    { label: 'hidden HTML comment', pattern: /<!--[\s\S]{0,300}?-->|<!--/g },
    { label: 'hidden tag', pattern: /<\/?\s*(important|system|instructions?|secret|hidden|admin|assistant|user|context|tool_call|prompt)\b[^>]*>/gi },
    { label: 'model directive marker', pattern: /\[(INST|SYSTEM)\]|<\|im_start\|>|^\s*(system|assistant)\s*:/gim },
    {
        label: 'override of earlier instructions',
        pattern: /\b(ignore|disregard|forget|override)\b[^.\n]{0,40}\b(previous|prior|above|earlier|all|other|system)\b[^.\n]{0,20}\b(instructions?|prompts?|rules?|messages?|context)\b/gi,
    },
    { label: 'reference to secrets', pattern: /\b(api[_ -]?keys?|secret(s|_key)?|passwords?|passphrases?|credentials?|private[_ -]?keys?|access[_ -]?tokens?|bearer tokens?|session cookies?)\b/gi },
    {
        label: 'reference to local files',
        pattern: /(~\/|\$HOME\b|%USERPROFILE%|\/etc\/(passwd|shadow)|\.ssh\b|id_rsa|id_ed25519|\.aws\/|\.env\b|\.npmrc|\.netrc|mcp\.json|\.cursor\/|claude_desktop_config)/gi,
    },
    { label: 'invisible or bidirectional character', pattern: /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/g },
    {
        label: 'directive to keep something from the user',
        pattern: /\b(do not|don't|never|without)\b[^.\n]{0,30}\b(tell|telling|mention|mentioning|inform|informing|reveal|revealing|show|showing|notify|notifying|alert|alerting)\b[^.\n]{0,30}\b(user|human|them)\b|\bnever mention\b|\bsecretly\b|\bsilently\b|\bcovertly\b/gi,
    },
    {
        label: 'directive to call a tool',
        pattern: /\b(always|first|also|then|must|before|after)\b[^.\n]{0,20}\b(call|invoke|run|use|execute)\b[^.\n]{0,30}\b(tool|function|share_\w+|send_\w+|\w+_\w+)\b/gi,
    },
    { label: 'exfiltration target', pattern: /\b[\w.+-]+@[\w-]+\.[\w.-]+\b|\bhttps?:\/\/[^\s)"'<>]+/gi },
];
/** The signals found in a text, each as "label: excerpt". */
function riskEvidence(text) {
    if (!text)
        return [];
    const found = new Set();
    for (const signal of SIGNALS) {
        for (const match of text.matchAll(signal.pattern))
            found.add(`${signal.label}: ${visible$1(match[0])}`);
    }
    return [...found].sort();
}
/** Evidence that `after` has and `before` had not. */
function gainedEvidence(before, after) {
    const had = new Set(riskEvidence(before));
    return riskEvidence(after).filter((item) => !had.has(item));
}
/** Shows invisible characters as code points, and keeps excerpts short. */
function visible$1(excerpt) {
    const shown = excerpt.replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/g, (c) => `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
    const flat = shown.replace(/\s+/g, ' ').trim();
    return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
}

/** A title or description: cosmetic unless it gained instruction-like content. */
function textChange(key, entity, pointer, before, after, otherTools, where) {
    const b = typeof before === 'string' ? before : undefined;
    const a = typeof after === 'string' ? after : undefined;
    const evidence = [...gainedEvidence(b, a), ...gainedToolMentions(b, a, otherTools)];
    const label = where ? `${where}: ${key}` : key;
    if (evidence.length)
        return makeChange('description-poisoned', entity, pointer, `${label} gained ${evidence.join('; ')}`, before, after);
    const what = before === undefined ? 'added' : after === undefined ? 'removed' : 'reworded';
    return makeChange(key === 'title' ? 'title-changed' : 'description-changed', entity, pointer, `${label} ${what}`, before, after);
}
/** A description that starts naming another tool of the same server is steering the model toward it. */
function gainedToolMentions(before, after, others) {
    if (!after)
        return [];
    const { tools, except } = Array.isArray(others) ? { tools: others, except: undefined } : others;
    // `includes` first: the word-boundary RegExp is built only for names the text contains.
    return tools
        .filter((name) => name !== except && after.includes(name) && mentions(after, name) && !(before && before.includes(name) && mentions(before, name)))
        .map((name) => `mention of another tool: ${name}`);
}
function mentions(text, name) {
    return new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w]|$)`).test(text);
}

/**
 * A tool's inputSchema or outputSchema changed: spec validity, annotations as text, and what
 * the two schemas accept (src/diff/schema-diff.ts), each breaking verdict with a witness.
 */
function compareToolSchema(scope, key, before, after) {
    const direction = key === 'inputSchema' ? 'input' : 'output';
    const pointer = `${scope.base}/${key}`;
    if (before === undefined)
        return void scope.changes.push(makeChange('tool-output-schema-added', scope.entity, pointer, 'outputSchema added: structured output is promised now', undefined, after));
    if (after === undefined)
        return void scope.changes.push(makeChange('tool-output-schema-removed', scope.entity, pointer, 'outputSchema removed: structured output is no longer promised', before, undefined));
    if (scope.late)
        return void scope.changes.push(changeOf(schemaRuleId(direction, 'undecided'), scope.entity, pointer, `${key} changed; not compared: the classification deadline had passed`, { item: 'deadline' }));
    const validity = specValidity(direction, key, pointer, scope.entity, before, after);
    const found = [...validity, ...annotationChanges(scope.entity, key, pointer, before, after)];
    // A schema that no longer compiles accepts nothing a client can check: its set is not compared.
    const findings = validity.some((change) => change.rule.endsWith('-schema-invalid')) ? [] : diffSchemas(before, after, direction);
    const extras = [];
    let unproven = false;
    for (const finding of findings) {
        const { change, extra } = classifyFinding({ entity: scope.entity, key, direction, pointer, before, after }, finding);
        found.push(change);
        if (extra)
            extras.push(extra);
        else if (effectOf(finding.fact) === 'undecided')
            unproven = true;
    }
    // A witness that an undecided keyword breaks is news only where nothing else already proves the schema breaking.
    if (!found.some((change) => change.witness && change.level === 'breaking'))
        found.push(...extras);
    // The bytes differ (or we would not be here): a change in form only is still reported, never silent.
    if (found.length === 0)
        found.push(changeOf(schemaRuleId(direction, 'form-changed'), scope.entity, pointer, `${key}: rewritten without changing what is valid`, {}));
    scope.changes.push(...found);
    // json-schema-diff is asked only where an undecided change found no witness: its answer is a note.
    if (unproven)
        scope.schemaPairs.push({ entity: scope.entity, direction, pointer, before, after });
}
/** What official clients check before any call: a root of type object, a schema that compiles. */
function specValidity(direction, key, pointer, entity, before, after) {
    const changes = [];
    const invalid = checkSchemaValid(after);
    if (invalid && !checkSchemaValid(before))
        changes.push(makeChange(schemaRuleId(direction, 'schema-invalid'), entity, pointer, `${key} is not a valid JSON Schema: ${invalid}`));
    if (isObjectRoot(before) && !isObjectRoot(after)) {
        const now = isObject$1(after) && after.type !== undefined ? `type ${show$1(after.type)}` : 'no type';
        changes.push(makeChange(schemaRuleId(direction, 'root-not-object'), entity, `${pointer}/type`, `${key}: the root has ${now}, not "object": official SDK clients reject the whole tools/list`, 'object', isObject$1(after) ? after.type : undefined));
    }
    return changes;
}
function isObjectRoot(schema) {
    return isObject$1(schema) && schema.type === 'object';
}
/** Titles, descriptions, examples and comments inside a schema, where the server wrote them. */
function annotationChanges(entity, key, pointer, before, after) {
    const b = collectAnnotations(before);
    const a = collectAnnotations(after);
    const changes = [];
    for (const at of [...new Set([...b.keys(), ...a.keys()])].sort()) {
        const [was, now] = [b.get(at), a.get(at)];
        if (jsonEqual(was, now))
            continue;
        const keyword = at.slice(at.lastIndexOf('/') + 1);
        const where = `${key}${parentOf(at)}`;
        if (keyword === 'title' || keyword === 'description')
            changes.push(textChange(keyword, entity, `${pointer}${at}`, was, now, [], where));
        else
            changes.push(makeChange(schemaRuleId(key === 'inputSchema' ? 'input' : 'output', 'annotation-changed'), entity, `${pointer}${at}`, `${where}: ${keyword} changed`, was, now));
    }
    return changes;
}
/**
 * A finding with its level. A breaking one needs a witness that ajv confirms on the real
 * schemas; without one it is undecided (effect-relevant). An undecided finding that a witness
 * shows to break gets a breaking change beside it.
 */
function classifyFinding(site, finding) {
    const rule = schemaRuleId(site.direction, finding.fact);
    const at = `${site.pointer}${finding.pointer}`;
    const message = `${site.key}${parentOf(finding.pointer)}: ${finding.detail}`;
    const details = { before: finding.before, after: finding.after, item: finding.item };
    const effect = effectOf(finding.fact);
    const side = site.direction === 'input' ? 0 : 1;
    if (effect === 'undecided') {
        const change = changeOf(rule, site.entity, at, message, details);
        // A remote $ref was never fetched: ajv compiles as if it were absent, so no witness can speak for it.
        const witness = finding.fact === 'remote-ref' || finding.item === 'budget' ? undefined : searchWitness(site, finding, side);
        if (!witness)
            return { change };
        const fact = side === 0 ? 'schema-narrowed' : 'schema-widened';
        return {
            change,
            extra: changeOf(schemaRuleId(site.direction, fact), site.entity, at, `${site.key}${parentOf(finding.pointer)}: ${describeWitness(side)} (where ${finding.detail})`, {
                item: finding.item,
                witness,
            }),
        };
    }
    if (ruleById(rule).level !== 'breaking' || !['narrows', 'widens', 'both'].includes(effect))
        return { change: changeOf(rule, site.entity, at, message, details) };
    const leaf = (side === 0 ? finding.narrowing : finding.widening)?.();
    const witness = (leaf === undefined ? undefined : witnessOf(site, embed(finding.path, side, leaf), side)) ?? searchWitness(site, finding, side);
    if (witness)
        return { change: changeOf(rule, site.entity, at, message, { ...details, witness }) };
    const unproven = `${message}; not proven: no value was found that ${side === 0 ? 'the old schema accepts and the new one rejects' : 'the new schema allows and the old one did not'}`;
    return {
        change: changeOf(schemaRuleId(site.direction, 'undecided'), site.entity, at, unproven, { ...details, item: finding.item === undefined ? finding.fact : `${finding.fact}:${finding.item}` }),
    };
}
function witnessOf(site, value, side) {
    const confirmed = confirms(site.before, site.after, value, side);
    return confirmed ? { value, ...confirmed } : undefined;
}
/** Typical values of the side's schema at the finding's place, each tried in a whole instance. */
function searchWitness(site, finding, side) {
    for (const candidate of candidatesOf(finding.canons[side], finding.canons[side === 0 ? 1 : 0])) {
        const witness = witnessOf(site, embed(finding.path, side, candidate), side);
        if (witness)
            return witness;
    }
    return undefined;
}
function describeWitness(side) {
    return side === 0 ? 'a call that worked before is rejected now' : 'the server may now return output the old schema did not allow';
}
/** `/properties/limit/maximum` -> ` at /properties/limit`; the schema root -> ``. */
function parentOf(pointer) {
    const parent = pointer.slice(0, pointer.lastIndexOf('/'));
    return parent ? ` at ${parent}` : '';
}
function isObject$1(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** Quotes a value for a message; JSON quoting keeps server text from forming markup or new lines. */
function show$1(value) {
    const text = JSON.stringify(value) ?? 'nothing';
    return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

const KIND_PREFIX = { tool: 'tool', resource: 'resource', resourceTemplate: 'resource-template', prompt: 'prompt' };
const ADDED_RULE = { tool: 'tool-added', resource: 'resource-added', resourceTemplate: 'resource-template-added', prompt: 'prompt-added' };
const REMOVED_RULE = { tool: 'tool-removed', resource: 'resource-removed', resourceTemplate: 'resource-template-removed', prompt: 'prompt-removed' };
/** Classifies every difference between two contracts. Pure: plain data in, plain data out. */
function compareContracts(before, after, options = {}) {
    const changes = [];
    const schemaPairs = [];
    const unclassified = [];
    compareProtocol(before, after, changes);
    compareServerInfo(before.serverInfo ?? {}, after.serverInfo ?? {}, changes);
    compareCapabilities(before, after, changes);
    compareUnsupportedLists(before.unsupportedLists ?? [], after.unsupportedLists ?? [], changes);
    compareInstructions(before, after, changes);
    for (const { collection, kind } of COLLECTIONS) {
        compareCollection(kind, collection, before[collection], after[collection], {
            changes,
            schemaPairs,
            unclassified,
            deadlineAt: options.deadlineAt ?? Infinity,
            tools: Object.keys(after.tools).filter((name) => name.length > 2),
        });
    }
    return { changes: changes.sort(byPosition), schemaPairs, unclassified };
}
function byPosition(a, b) {
    return a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0;
}
function compareProtocol(before, after, changes) {
    if (before.protocol.revision !== after.protocol.revision) {
        changes.push(makeChange('protocol-revision-changed', 'protocol', '/protocol/revision', `protocol revision ${before.protocol.revision} → ${after.protocol.revision}`, before.protocol.revision, after.protocol.revision));
    }
    if (before.protocol.era !== after.protocol.era) {
        changes.push(makeChange('protocol-era-changed', 'protocol', '/protocol/era', `protocol era ${before.protocol.era} → ${after.protocol.era}`, before.protocol.era, after.protocol.era));
    }
    compareMatrix(before.protocolMatrix ?? {}, after.protocolMatrix ?? {}, changes);
    if (!jsonEqual(before.clientCapabilities, after.clientCapabilities)) {
        changes.push(makeChange('client-capabilities-changed', 'client-capabilities', '/clientCapabilities', 'the client capabilities the gate declares changed (config), so the lists may differ', before.clientCapabilities, after.clientCapabilities));
    }
}
/** A revision that was accepted and no longer is, is breaking; any other change of a cell is effect-relevant. */
function compareMatrix(before, after, changes) {
    for (const revision of union(before, after)) {
        const [b, a] = [before[revision], after[revision]];
        if (!b || !a || jsonEqual(b, a))
            continue; // a revision added to or dropped from the config is not the server's change
        const pointer = `/protocolMatrix/${pointerSegment(revision)}`;
        const describe = (cell) => (cell.selected ? `${String(cell.outcome)} (${String(cell.selected)})` : String(cell.outcome));
        const rule = b.outcome === 'accepted' && a.outcome !== 'accepted' ? 'protocol-revision-dropped' : 'protocol-matrix-changed';
        changes.push(makeChange(rule, 'protocol', pointer, `revision ${revision}: ${describe(b)} → ${describe(a)}`, b, a));
    }
}
function compareServerInfo(before, after, changes) {
    for (const key of union(before, after)) {
        if (jsonEqual(before[key], after[key]))
            continue;
        const pointer = `/serverInfo/${pointerSegment(key)}`;
        const [b, a] = [before[key], after[key]];
        if (key === 'name')
            changes.push(makeChange('server-name-changed', 'server', pointer, `server name ${show(b)} → ${show(a)}`, b, a));
        else if (key === 'version')
            changes.push(makeChange('server-version-changed', 'server', pointer, `server version ${show(b)} → ${show(a)}`, b, a));
        else if (key === 'title' || key === 'description')
            changes.push(textChange(key, 'server', pointer, b, a, []));
        else if (key === 'icons')
            changes.push(makeChange('icons-changed', 'server', pointer, 'server icons changed', b, a));
        else
            changes.push(makeChange('server-info-changed', 'server', pointer, `server ${key} changed`, b, a));
    }
}
/** Server capabilities the spec defines; anything else declared there is something no host relies on. */
const SERVER_CAPABILITIES = new Set(['tools', 'resources', 'prompts', 'logging', 'completions', 'experimental', 'tasks']);
/** Capabilities as dot paths; only the top-most added or removed path is reported. */
function compareCapabilities(before, after, changes) {
    const walk = (b, a, path) => {
        const pointer = `/capabilities/${path.map(pointerSegment).join('/')}`;
        const name = path.join('.');
        if (b === undefined)
            return void changes.push(makeChange('capability-added', 'capabilities', pointer, `capability ${name} added`, undefined, a));
        if (a === undefined) {
            // A client capability (elicitation, sampling, roots) a server once declared by mistake: no host can depend on it.
            if (!SERVER_CAPABILITIES.has(path[0]))
                return void changes.push(makeChange('capability-changed', 'capabilities', pointer, `capability ${name} removed (not a server capability in the MCP spec)`, b, undefined));
            return void changes.push(makeChange('capability-removed', 'capabilities', pointer, `capability ${name} removed`, b, undefined));
        }
        if (isObject(b) && isObject(a)) {
            for (const key of union(b, a))
                walk(own(b, key), own(a, key), [...path, key]);
        }
        else if (!jsonEqual(b, a)) {
            changes.push(makeChange('capability-changed', 'capabilities', pointer, `capability ${name} changed`, b, a));
        }
    };
    for (const key of union(before.capabilities, after.capabilities))
        walk(own(before.capabilities, key), own(after.capabilities, key), [key]);
}
/** Declared lists that answer -32601: recorded so that a list that stops (or starts) answering is a change. */
function compareUnsupportedLists(before, after, changes) {
    for (const method of after)
        if (!before.includes(method))
            changes.push(makeChange('list-now-unsupported', 'capabilities', '/unsupportedLists', `${method} answers "method not found" now`, undefined, method));
    for (const method of before)
        if (!after.includes(method))
            changes.push(makeChange('list-now-supported', 'capabilities', '/unsupportedLists', `${method} answers now (it was "method not found")`, method, undefined));
}
function compareInstructions(before, after, changes) {
    const b = before.instructions?.text;
    const a = after.instructions?.text;
    if (b === a)
        return;
    const evidence = gainedEvidence(b, a);
    const rule = evidence.length ? 'instructions-poisoned' : 'instructions-changed';
    const what = b === undefined ? 'added' : a === undefined ? 'removed' : 'changed';
    const message = evidence.length ? `server instructions ${what} and gained ${evidence.join('; ')}` : `server instructions ${what}`;
    changes.push(makeChange(rule, 'instructions', '/instructions', message, b, a));
}
function compareCollection(kind, collection, beforeEntities, afterEntities, out) {
    const { changes, schemaPairs } = out;
    // Maps, not `key in object`: an entity may be named `constructor` or `__proto__`.
    const before = new Map(Object.entries(beforeEntities));
    const after = new Map(Object.entries(afterEntities));
    const removed = [...before.keys()].filter((key) => !after.has(key));
    const added = [...after.keys()].filter((key) => !before.has(key));
    for (const key of removed) {
        const twin = added.find((candidate) => looksRenamed(before.get(key), after.get(candidate)));
        const hint = twin === undefined ? '' : ` (looks renamed to ${show(twin)})`;
        changes.push(makeChange(REMOVED_RULE[kind], entityName(kind, key), `/${collection}/${pointerSegment(key)}`, `${describeKind(kind)} ${show(key)} removed${hint}`, before.get(key).definition, undefined));
    }
    for (const key of added) {
        const twin = removed.find((candidate) => looksRenamed(before.get(candidate), after.get(key)));
        const hint = twin === undefined ? '' : ` (looks like a rename of ${show(twin)})`;
        const definition = after.get(key).definition;
        // A new entity's text is new to every host: say what instruction-like content it brings.
        const evidence = [...riskEvidence(stringOf(definition.title)), ...riskEvidence(stringOf(definition.description))];
        const carries = evidence.length ? `; its text has ${[...new Set(evidence)].join('; ')}` : '';
        changes.push(makeChange(ADDED_RULE[kind], entityName(kind, key), `/${collection}/${pointerSegment(key)}`, `${describeKind(kind)} ${show(key)} added${hint}${carries}`, undefined, definition));
    }
    for (const [key, a] of after) {
        const b = before.get(key);
        if (!b || b.digest === a.digest)
            continue;
        const late = Date.now() > out.deadlineAt;
        const scope = { kind, entity: entityName(kind, key), base: `/${collection}/${pointerSegment(key)}/definition`, changes, schemaPairs, late };
        if (late && kind === 'tool')
            out.unclassified.push(scope.entity);
        // Other tools of the server: a description that starts naming one steers the model toward it.
        compareDefinition(scope, b.definition, a.definition, { tools: out.tools, except: kind === 'tool' ? key : undefined });
    }
}
/** Same definition apart from the identity: a removal plus an addition that is probably a rename. */
function looksRenamed(before, after) {
    const strip = (definition) => canonicalJson({ ...definition, name: null, uri: null, uriTemplate: null, title: null });
    return strip(before.definition) === strip(after.definition);
}
function compareDefinition(scope, before, after, otherNames) {
    const { changes, entity, base } = scope;
    for (const key of union(before, after)) {
        const [b, a] = [own(before, key), own(after, key)];
        if (jsonEqual(b, a))
            continue;
        const pointer = `${base}/${pointerSegment(key)}`;
        if (key === 'title' || key === 'description')
            changes.push(textChange(key, entity, pointer, b, a, otherNames));
        else if (key === 'icons')
            changes.push(makeChange('icons-changed', entity, pointer, 'icons changed', b, a));
        else if (scope.kind === 'tool' && (key === 'inputSchema' || key === 'outputSchema'))
            compareToolSchema(scope, key, b, a);
        else if (scope.kind === 'tool' && key === 'annotations')
            compareAnnotations(scope, asObject(b), asObject(a));
        else if (scope.kind === 'tool' && key === 'execution')
            changes.push(executionChange(entity, pointer, b, a));
        else if (scope.kind === 'prompt' && key === 'arguments')
            comparePromptArguments(scope, b, a, otherNames);
        else if (scope.kind !== 'tool' && scope.kind !== 'prompt' && key === 'mimeType')
            changes.push(makeChange('resource-mime-type-changed', entity, pointer, `MIME type ${show(b)} → ${show(a)}`, b, a));
        else if (scope.kind !== 'tool' && scope.kind !== 'prompt' && key === 'name')
            changes.push(makeChange('resource-name-changed', entity, pointer, `name ${show(b)} → ${show(a)}`, b, a));
        else if (scope.kind === 'resource' && key === 'size')
            changes.push(makeChange('resource-size-changed', entity, pointer, `size ${show(b)} → ${show(a)}`, b, a));
        else if (scope.kind !== 'tool' && scope.kind !== 'prompt' && key === 'annotations')
            changes.push(makeChange('resource-annotations-changed', entity, pointer, 'annotations (audience, priority) changed', b, a));
        else
            changes.push(makeChange('field-changed-unclassified', entity, pointer, `field ${show(key)} changed, and no rule covers it`, b, a));
    }
}
/** The ways a tool may be called under each taskSupport value (absent means forbidden). */
const TASK_MODES = { forbidden: ['plain'], optional: ['plain', 'task'], required: ['task'] };
/** execution.taskSupport: losing a way of calling that worked is breaking; anything else effect-relevant. */
function executionChange(entity, pointer, before, after) {
    const support = (execution) => (isObject(execution) && typeof execution.taskSupport === 'string' ? execution.taskSupport : 'forbidden');
    const [was, now] = [support(before), support(after)];
    const lost = (TASK_MODES[was] ?? []).filter((mode) => !(TASK_MODES[now] ?? []).includes(mode));
    if (lost.length && Object.hasOwn(TASK_MODES, now)) {
        const what = lost.includes('task') ? 'task-augmented calls' : 'plain calls';
        return makeChange('tool-task-support-narrowed', entity, `${pointer}/taskSupport`, `execution.taskSupport ${show(was)} → ${show(now)}: ${what} that worked are refused now`, was, now);
    }
    return makeChange('tool-task-support-changed', entity, pointer, `execution ${show(before)} → ${show(after)}`, before, after);
}
const HINT_RULES = {
    readOnlyHint: 'tool-read-only-hint-changed',
    destructiveHint: 'tool-destructive-hint-changed',
    idempotentHint: 'tool-idempotent-hint-changed',
    openWorldHint: 'tool-open-world-hint-changed',
};
const HINT_DEFAULTS = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };
/** Annotations are compared through the spec defaults (normalisation removed stated defaults). */
function compareAnnotations(scope, before, after) {
    for (const key of union(before, after)) {
        const [b, a] = [own(before, key), own(after, key)];
        if (jsonEqual(b, a))
            continue;
        const pointer = `${scope.base}/annotations/${pointerSegment(key)}`;
        const hintRule = Object.hasOwn(HINT_RULES, key) ? HINT_RULES[key] : undefined;
        if (hintRule) {
            const effective = (v) => (v === undefined ? HINT_DEFAULTS[key] : v);
            scope.changes.push(makeChange(hintRule, scope.entity, pointer, `${key} ${show(effective(b))} → ${show(effective(a))}`, effective(b), effective(a)));
        }
        else if (key === 'title') {
            const change = textChange('title', scope.entity, pointer, b, a, []);
            scope.changes.push(change.rule === 'title-changed' ? makeChange('tool-annotation-title-changed', scope.entity, pointer, change.message, b, a) : change);
        }
        else {
            scope.changes.push(makeChange('field-changed-unclassified', scope.entity, pointer, `annotation ${show(key)} changed, and no rule covers it`, b, a));
        }
    }
}
function comparePromptArguments(scope, before, after, otherNames) {
    const byName = (list) => new Map((Array.isArray(list) ? list : []).map((arg) => [String(arg.name), arg]));
    const b = byName(before);
    const a = byName(after);
    const base = `${scope.base}/arguments`;
    for (const name of [...new Set([...b.keys(), ...a.keys()])].sort()) {
        const [ba, aa] = [b.get(name), a.get(name)];
        const pointer = `${base}/${pointerSegment(name)}`;
        const label = `argument ${show(name)}`;
        if (!aa)
            scope.changes.push(makeChange('prompt-argument-removed', scope.entity, pointer, `${label} removed`, ba, undefined));
        else if (!ba)
            scope.changes.push(makeChange(aa.required === true ? 'prompt-argument-added-required' : 'prompt-argument-added', scope.entity, pointer, `${label} added${aa.required === true ? ' as required' : ''}`, undefined, aa));
        else {
            if ((ba.required === true) !== (aa.required === true)) {
                const rule = aa.required === true ? 'prompt-argument-made-required' : 'prompt-argument-made-optional';
                scope.changes.push(makeChange(rule, scope.entity, `${pointer}/required`, `${label} is ${aa.required === true ? 'required' : 'optional'} now`, ba.required === true, aa.required === true));
            }
            for (const key of union(ba, aa)) {
                if (key === 'name' || key === 'required' || jsonEqual(ba[key], aa[key]))
                    continue;
                const at = `${pointer}/${pointerSegment(key)}`;
                if (key === 'description' || key === 'title')
                    scope.changes.push(textChange(key, scope.entity, at, ba[key], aa[key], otherNames));
                else
                    scope.changes.push(makeChange('field-changed-unclassified', scope.entity, at, `${label}: field ${show(key)} changed, and no rule covers it`, ba[key], aa[key]));
            }
        }
    }
}
function entityName(kind, key) {
    return `${KIND_PREFIX[kind]}:${key}`;
}
function describeKind(kind) {
    return kind === 'resourceTemplate' ? 'resource template' : kind;
}
function union(a, b) {
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}
function stringOf(value) {
    return typeof value === 'string' ? value : undefined;
}
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** A property only if the object owns it: `constructor` is not a field of every definition. */
function own(object, key) {
    return Object.hasOwn(object, key) ? object[key] : undefined;
}
function asObject(value) {
    return isObject(value) ? value : {};
}
/** Quotes a value for a message; JSON quoting keeps server text from forming markup or new lines. */
function show(value) {
    const text = JSON.stringify(value) ?? 'nothing';
    return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/**
 * Asks json-schema-diff, off the main thread and under one deadline, about the schema pairs
 * whose change stayed undecided (no witness was found). Its answer can only add a note: the
 * level is raised by a witness alone, so no verdict depends on the oracle's timing, and its
 * measured false positives (it ignores `const`, it calls an added optional property a
 * removal) cannot raise a level.
 */
async function consultOracle(pairs, deadlineMs) {
    const prepared = pairs.map((pair) => ({ pair, ...prepare(pair) }));
    // Servers repeat schemas (shared types): each distinct pair is asked once.
    const questions = new Map();
    const keyOf = new Map();
    for (const entry of prepared) {
        if (entry.skip !== undefined)
            continue;
        const key = canonicalJson([entry.before, entry.after]);
        keyOf.set(entry, key);
        if (!questions.has(key))
            questions.set(key, { id: questions.size, before: entry.before, after: entry.after });
    }
    const answers = questions.size ? await askWorkers([...questions.values()], deadlineMs) : new Map();
    const notes = [];
    for (const entry of prepared) {
        const where = `${entry.pair.entity} ${entry.pair.direction}Schema`;
        if (entry.skip !== undefined) {
            notes.push(`json-schema-diff not run on ${where}: ${entry.skip}; the change stays undecided`);
            continue;
        }
        const outcome = answers.get(questions.get(keyOf.get(entry)).id) ?? { kind: 'timeout' };
        if (outcome.kind === 'timeout')
            notes.push(`json-schema-diff timed out after ${deadlineMs} ms on ${where}; the change stays undecided`);
        else if (outcome.kind !== 'answered')
            notes.push(`json-schema-diff failed on ${where} (${'reason' in outcome ? outcome.reason : ''}); the change stays undecided`);
        else {
            const breaking = entry.pair.direction === 'input' ? outcome.removalsFound : outcome.additionsFound;
            const what = entry.pair.direction === 'input' ? 'values that were valid are not' : 'values that were invalid are valid';
            if (breaking)
                notes.push(`json-schema-diff finds ${what} on ${where}; no witness confirms it, so the change stays undecided (effect-relevant)`);
        }
    }
    return { notes };
}
/** json-schema-diff throws on `$schema` 2020-12 and follows any `$ref`: normalise, and refuse what it must not see. */
function prepare(pair) {
    for (const schema of [pair.before, pair.after]) {
        const refs = collectRefs(schema);
        if (refs.some((ref) => !isLocalRef(ref)))
            return { skip: 'a $ref points outside the schema (never fetched)' };
        if (refs.length > 0 && isRecursive(schema))
            return { skip: 'the schema is recursive' };
    }
    return { before: withoutDialect(pair.before), after: withoutDialect(pair.after) };
}
function withoutDialect(schema) {
    if (!isSchemaObject(schema))
        return schema;
    const { $schema: _dialect, $id: _id, ...rest } = schema;
    return rest;
}
/** Does following local `$ref`s from the root ever come back to a pointer already on the path? */
function isRecursive(root) {
    const resolve = (ref) => (isLocalRef(ref) ? resolveLocalRef(root, ref) : undefined);
    const visit = (node, path) => {
        for (const ref of collectRefs(node)) {
            if (path.has(ref))
                return true;
            if (visit(resolve(ref), new Set([...path, ref])))
                return true;
        }
        return false;
    };
    return visit(root, new Set());
}
/** dist/oracle-worker.js beside the bundle; from the TypeScript sources (tests), the .ts file through tsx. */
function startWorker() {
    const here = import.meta.url;
    if (!here.endsWith('.ts'))
        return new Worker(fileURLToPath(new URL('./oracle-worker.js', here)));
    const source = new URL('./oracle-worker.ts', here).href;
    return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`, { eval: true });
}
/** Spreads the questions over a small pool of workers (one per core, at most two); all share one deadline. */
async function askWorkers(requests, deadlineMs) {
    const size = Math.max(1, Math.min(2, availableParallelism(), requests.length));
    const shares = Array.from({ length: size }, (_, index) => requests.filter((_request, i) => i % size === index));
    const deadline = Date.now() + deadlineMs;
    const answers = await Promise.all(shares.map((share) => askWorker(share, deadline)));
    return new Map(answers.flatMap((map) => [...map]));
}
function askWorker(requests, deadline) {
    const answers = new Map();
    const worker = startWorker();
    return new Promise((resolve) => {
        const finish = () => {
            clearTimeout(timer);
            void worker.terminate();
            resolve(answers);
        };
        const timer = setTimeout(finish, Math.max(0, deadline - Date.now()));
        worker.on('message', (reply) => {
            answers.set(reply.id, reply.error === undefined ? { kind: 'answered', additionsFound: Boolean(reply.additionsFound), removalsFound: Boolean(reply.removalsFound) } : { kind: 'error', reason: reply.error });
            if (answers.size === requests.length)
                finish();
        });
        worker.on('error', (error) => {
            for (const request of requests)
                if (!answers.has(request.id))
                    answers.set(request.id, { kind: 'error', reason: error.message });
            finish();
        });
        for (const request of requests)
            worker.postMessage(request);
    });
}

/** Classifies all changes between two contracts, within a deadline; json-schema-diff is asked about what stayed undecided. */
async function classify(before, after, oracleDeadlineMs = DEFAULTS.oracleTimeoutMs, classifyDeadlineMs = DEFAULTS.classifyTimeoutMs) {
    const comparison = compareContracts(before, after, { deadlineAt: Date.now() + classifyDeadlineMs });
    const late = comparison.unclassified.length
        ? [
            `the classification deadline (${classifyDeadlineMs} ms) passed: the schemas of ${comparison.unclassified.length} entities were not compared and are reported as undecided: ${comparison.unclassified.slice(0, 20).join(', ')}${comparison.unclassified.length > 20 ? ', …' : ''}`,
        ]
        : [];
    const oracle = await consultOracle(comparison.schemaPairs, oracleDeadlineMs);
    return { changes: comparison.changes, notes: [...late, ...oracle.notes] };
}

const SEMVER_MODES = ['off', 'warn', 'enforce'];
const BUMP_RANK = { none: 0, patch: 1, minor: 2, major: 3 };
const BY_LEVEL = { breaking: 'major', 'effect-relevant': 'minor', cosmetic: 'patch' };
/** Changes that are the version itself, not a reason to change it. */
const NOT_A_REASON = new Set(['server-version-changed']);
// semver.org 2.0.0, section 9 and 10, with an optional leading "v".
const SEMVER = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;
function parseVersion(text) {
    const match = SEMVER.exec(text);
    if (!match)
        return undefined;
    const [major, minor, patch] = [match[1], match[2], match[3]].map(Number);
    if (![major, minor, patch].every(Number.isSafeInteger))
        return undefined;
    return { major, minor, patch, prerelease: match[4] ? match[4].split('.') : [], text };
}
/** semver precedence: -1, 0 or 1 (build metadata ignored). */
function compareVersions(a, b) {
    for (const key of ['major', 'minor', 'patch'])
        if (a[key] !== b[key])
            return a[key] < b[key] ? -1 : 1;
    if (a.prerelease.length === 0 && b.prerelease.length === 0)
        return 0;
    if (a.prerelease.length === 0)
        return 1; // a release outranks its pre-releases
    if (b.prerelease.length === 0)
        return -1;
    for (let i = 0; i < Math.max(a.prerelease.length, b.prerelease.length); i++) {
        const [x, y] = [a.prerelease[i], b.prerelease[i]];
        if (x === undefined)
            return -1;
        if (y === undefined)
            return 1;
        if (x === y)
            continue;
        const [nx, ny] = [/^\d+$/.test(x), /^\d+$/.test(y)];
        if (nx && ny)
            return Number(x) < Number(y) ? -1 : 1;
        if (nx !== ny)
            return nx ? -1 : 1;
        return x < y ? -1 : 1;
    }
    return 0;
}
/** The bump the changes require, and the change that sets it. */
function requiredBump(changes) {
    let bump = 'none';
    let cause;
    for (const change of changes) {
        if (NOT_A_REASON.has(change.rule))
            continue;
        const needed = BY_LEVEL[change.level];
        if (BUMP_RANK[needed] > BUMP_RANK[bump])
            [bump, cause] = [needed, change];
    }
    return cause ? { bump, cause } : { bump };
}
/** The bump that takes `base` to `head` in the places that count (0.x read as semver reads it); `backwards` when head is lower. */
function actualBump(base, head) {
    const order = compareVersions(head, base);
    if (order < 0)
        return 'backwards';
    if (head.major !== base.major)
        return 'major';
    if (head.minor !== base.minor)
        return base.major === 0 ? 'major' : 'minor';
    if (head.patch !== base.patch)
        return base.major === 0 ? 'minor' : 'patch';
    return 'none'; // same version, or a later pre-release / the release of the same one
}
/** The smallest version above `base` that carries `bump` (0.x: minor for major, patch for minor). */
function nextVersion(base, bump) {
    const { major, minor, patch } = base;
    if (bump === 'none')
        return core(base, true);
    if (base.prerelease.length)
        return `${major}.${minor}.${patch}`; // the release a pre-release leads to
    const effective = major === 0 ? { major: 'minor', minor: 'patch', patch: 'patch' }[bump] : bump;
    if (effective === 'major')
        return `${major + 1}.0.0`;
    if (effective === 'minor')
        return `${major}.${minor + 1}.0`;
    return `${major}.${minor}.${patch + 1}`;
}
function core(version, withPrerelease) {
    const text = `${version.major}.${version.minor}.${version.patch}`;
    return withPrerelease && version.prerelease.length ? `${text}-${version.prerelease.join('.')}` : text;
}
/** The advice for one comparison; `base` and `head` are `serverInfo.version` of each side (anything: a server sends what it likes). */
function semverAdvice(changes, base, head, mode) {
    const { bump, cause } = requiredBump(changes);
    const [baseText, headText] = [typeof base === 'string' ? base : null, typeof head === 'string' ? head : null];
    const common = { mode, required: bump, base: baseText, head: headText, ...(cause ? { cause: { rule: cause.rule, entity: cause.entity, fingerprint: cause.fingerprint } } : {}) };
    const why = cause ? `${bump} for ${cause.rule} on ${cause.entity}` : 'no change that needs a new version';
    const [b, h] = [baseText === null ? undefined : parseVersion(baseText), headText === null ? undefined : parseVersion(headText)];
    const describe = (text, parsed) => (text === null ? 'none' : parsed ? text : `${JSON.stringify(text.slice(0, 60))}, not semver`);
    const sides = `base ${describe(baseText, b)}, head ${describe(headText, h)}`;
    if (!b) {
        const missing = baseText === null ? 'the base contract has no serverInfo.version' : 'the base serverInfo.version is not a semver version';
        return { ...common, status: 'unknown', message: `cannot check the version: ${missing} (${sides}); the changes require a ${bump === 'none' ? 'no' : bump} bump` };
    }
    const requiredVersion = nextVersion(b, bump);
    if (!h) {
        const missing = headText === null ? 'the head has no serverInfo.version' : 'the head serverInfo.version is not a semver version';
        return { ...common, status: 'unknown', requiredVersion, message: `requires ${requiredVersion} (${sides}): cannot check, ${missing}` };
    }
    const actual = actualBump(b, h);
    if (actual === 'backwards')
        return { ...common, status: 'too-small', requiredVersion, message: `requires ${requiredVersion} (${sides}): the head version is lower than the base (${why})` };
    const preReleaseSeries = b.prerelease.length > 0 && core(b, false) === core(h, false);
    const enough = preReleaseSeries || BUMP_RANK[actual] >= BUMP_RANK[bump];
    const status = enough ? 'ok' : 'too-small';
    const tail = preReleaseSeries && bump !== 'none' ? `; pre-releases of ${core(b, false)} may carry any change` : '';
    return { ...common, status, requiredVersion, message: `requires ${requiredVersion} (${sides})${enough ? ': ok' : `: too small, ${why}`}${tail}` };
}

const REPORT_FORMAT = 'mcp-contract-report';
const REPORT_FORMAT_VERSION = 1;
function countLevels(changes) {
    const counts = Object.fromEntries(LEVELS.map((level) => [level, 0]));
    for (const change of changes)
        counts[change.level]++;
    return counts;
}
/** Builds the report; paths are relative to `cwd` so the same run gives the same bytes anywhere. */
function buildReport(outcomes, failOn, cwd) {
    const servers = outcomes.map((outcome) => ({
        name: outcome.name,
        contract: relative(cwd, outcome.contractFile).split('\\').join('/') || outcome.contractFile,
        status: outcome.error ? 'error' : 'compared',
        ...(outcome.error ? { error: outcome.error } : {}),
        ...(outcome.current ? { protocol: outcome.current.protocol, capabilities: outcome.current.capabilities } : {}),
        highest: highestLevel(outcome.changes.map((c) => c.level)),
        counts: countLevels(outcome.changes),
        changes: outcome.changes,
        notes: outcome.notes,
        ...(outcome.evidence?.length ? { evidence: outcome.evidence } : {}),
        ...(outcome.review ? { review: reviewReport(outcome.review) } : {}),
    }));
    return assembleReport(servers, failOn);
}
/** The top level from the servers' parts: counts, highest level, verdict (unapproved breaking intended changes fail). */
function assembleReport(servers, failOn) {
    const all = servers.flatMap((server) => server.changes);
    const highest = highestLevel(all.map((c) => c.level));
    const unapproved = servers.some((server) => (server.review?.unapproved.length ?? 0) > 0);
    // Failing evidence (policy, lifecycle, probes) weighs like a change of its level.
    const evidenceLevels = servers.flatMap((server) => (server.evidence ?? []).flatMap((e) => (e.status === 'fail' && e.level ? [e.level] : [])));
    const weighed = highestLevel([...all.map((c) => c.level), ...evidenceLevels]);
    const verdict = verdictOf(weighed, failOn, servers.some((s) => s.status === 'error'));
    // semver: enforce fails a version bump that is too small for the changes.
    const tooSmall = servers.some((server) => server.semver?.mode === 'enforce' && server.semver.status === 'too-small');
    return {
        format: REPORT_FORMAT,
        formatVersion: REPORT_FORMAT_VERSION,
        verdict: verdict === 'pass' && (unapproved || tooSmall) ? 'fail' : verdict,
        failOn,
        highest,
        counts: countLevels(all),
        servers,
    };
}
function reviewReport(review) {
    return {
        base: review.base,
        highest: highestLevel(review.changes.map((c) => c.level)),
        counts: countLevels(review.changes),
        changes: review.changes,
        approved: review.approved,
        unapproved: review.unapproved,
        ...(review.note ? { note: review.note } : {}),
    };
}
function reportJson(report) {
    // Sorted keys, LF, trailing newline: the same run gives the same bytes.
    return `${JSON.stringify(sortKeysDeep(report), null, 2)}\n`;
}
/** Errors outrank the verdict: a golden-file or config problem (2) before a discovery failure (3). */
function exitCodeOf(report) {
    const errors = report.servers.flatMap((server) => (server.error ? [server.error.exitCode] : []));
    if (errors.includes(ExitCode.usage))
        return ExitCode.usage;
    if (errors.length > 0)
        return errors[0];
    return report.verdict === 'fail' ? ExitCode.gateFailed : ExitCode.pass;
}

/**
 * The config's ignore entries, applied before the gate: a change that an entry matches (every
 * field the entry gives matches) leaves the gated list and is reported as ignored with the
 * entry's reason. The first matching entry is the one reported.
 */
function applyIgnore(changes, entries) {
    if (entries.length === 0)
        return { kept: changes, ignored: [] };
    const matchers = entries.map((entry) => ({
        entry,
        pointer: entry.pointer === undefined ? undefined : pointerPattern(entry.pointer),
        entity: entry.entity === undefined ? undefined : wildcard(entry.entity),
    }));
    const kept = [];
    const ignored = [];
    for (const change of changes) {
        const hit = matchers.find(({ entry, pointer, entity }) => (entry.rule === undefined || entry.rule === change.rule) && (!pointer || pointer.test(change.pointer)) && (!entity || entity.test(change.entity)));
        if (!hit)
            kept.push(change);
        else {
            const { rule, entity, pointer, reason } = hit.entry;
            ignored.push({ change, reason, matched: { ...(rule === undefined ? {} : { rule }), ...(entity === undefined ? {} : { entity }), ...(pointer === undefined ? {} : { pointer }) } });
        }
    }
    return { kept, ignored };
}
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A JSON pointer pattern: `*` is one whole segment (or part of one), a final `/**` any number of segments (none too). */
function pointerPattern(pattern) {
    const deep = pattern.endsWith('/**');
    const segments = (deep ? pattern.slice(0, -3) : pattern).split('/').slice(1);
    const body = segments.map((segment) => `/${segment.split('*').map(escape).join('[^/]*')}`).join('');
    return new RegExp(`^${body}${deep ? '(?:/.*)?' : ''}$`);
}
/** An entity pattern: `*` is any run of characters (`tool:*`). */
function wildcard(pattern) {
    return new RegExp(`^${pattern.split('*').map(escape).join('.*')}$`, 's');
}

/**
 * The version bump a change needs. On a pull request with a review, the intended change
 * (golden at the base against golden at the head) and the versions those contracts carry;
 * otherwise the drift (golden against live) and theirs.
 */
function adviceOf(outcome, drift, mode, server) {
    const review = outcome.review;
    if (review && !review.note && review.versions)
        return semverAdvice(applyIgnore(review.changes, server?.ignore ?? []).kept, review.versions.base, review.versions.head, mode);
    if (!outcome.golden || !outcome.current)
        return undefined;
    return semverAdvice(drift, outcome.golden.serverInfo?.version, outcome.current.serverInfo?.version, mode);
}
/**
 * The report the gate decides on: each server's ignore entries applied before the gate (the
 * ignored changes listed, not counted), and semver advice where it is asked for (the flag wins
 * over the server's setting, which wins over the config's top level).
 */
function gatedReport(outcomes, servers, failOn, semverFlag, cwd) {
    const extras = [];
    const gated = outcomes.map((outcome, index) => {
        const server = servers[index];
        const { kept, ignored } = applyIgnore(outcome.changes, server?.ignore ?? []);
        const mode = semverFlag ?? server?.semver ?? 'off';
        const advice = mode === 'off' || outcome.error ? undefined : adviceOf(outcome, kept, mode, server);
        extras.push({ ...(advice ? { semver: advice } : {}), ...(ignored.length ? { ignored } : {}) });
        return { ...outcome, changes: kept };
    });
    const built = buildReport(gated, failOn, cwd);
    return assembleReport(built.servers.map((server, index) => ({ ...server, ...extras[index] })), failOn);
}

class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}

class LineDiff extends Diff {
    constructor() {
        super(...arguments);
        this.tokenize = tokenize;
    }
    equals(left, right, options) {
        // If we're ignoring whitespace, we need to normalise lines by stripping
        // whitespace before checking equality. (This has an annoying interaction
        // with newlineIsToken that requires special handling: if newlines get their
        // own token, then we DON'T want to trim the *newline* tokens down to empty
        // strings, since this would cause us to treat whitespace-only line content
        // as equal to a separator between lines, which would be weird and
        // inconsistent with the documented behavior of the options.)
        if (options.ignoreWhitespace) {
            if (!options.newlineIsToken || !left.includes('\n')) {
                left = left.trim();
            }
            if (!options.newlineIsToken || !right.includes('\n')) {
                right = right.trim();
            }
        }
        else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
            if (left.endsWith('\n')) {
                left = left.slice(0, -1);
            }
            if (right.endsWith('\n')) {
                right = right.slice(0, -1);
            }
        }
        return super.equals(left, right, options);
    }
}
const lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
    return lineDiff.diff(oldStr, newStr, options);
}
// Exported standalone so it can be used from jsonDiff too.
function tokenize(value, options) {
    if (options.stripTrailingCr) {
        // remove one \r before \n to match GNU diff's --strip-trailing-cr behavior
        value = value.replace(/\r\n/g, '\n');
    }
    const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
    // Ignore the final empty token that occurs if the string ends with a new line
    if (!linesAndNewlines[linesAndNewlines.length - 1]) {
        linesAndNewlines.pop();
    }
    // Merge the content and line separators into single tokens
    for (let i = 0; i < linesAndNewlines.length; i++) {
        const line = linesAndNewlines[i];
        if (i % 2 && !options.newlineIsToken) {
            retLines[retLines.length - 1] += line;
        }
        else {
            retLines.push(line);
        }
    }
    return retLines;
}

/**
 * Returns true if the filename contains characters that require C-style
 * quoting (as used by Git and GNU diffutils in diff output).
 */
function needsQuoting(s) {
    for (let i = 0; i < s.length; i++) {
        if (s[i] < '\x20' || s[i] > '\x7e' || s[i] === '"' || s[i] === '\\') {
            return true;
        }
    }
    return false;
}
/**
 * C-style quotes a filename, encoding special characters as escape sequences
 * and non-ASCII bytes as octal escapes. This is the inverse of
 * `parseQuotedFileName` in parse.ts.
 *
 * Non-ASCII bytes are encoded as UTF-8 before being emitted as octal escapes.
 * This matches the behaviour of both Git and GNU diffutils, which always emit
 * UTF-8 octal escapes regardless of the underlying filesystem encoding (e.g.
 * Git for Windows converts from NTFS's UTF-16 to UTF-8 internally).
 *
 * If the filename doesn't need quoting, returns it as-is.
 */
function quoteFileNameIfNeeded(s) {
    if (!needsQuoting(s)) {
        return s;
    }
    let result = '"';
    const bytes = new TextEncoder().encode(s);
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        // See https://en.wikipedia.org/wiki/Escape_sequences_in_C#Escape_sequences
        if (b === 0x07) {
            result += '\\a';
        }
        else if (b === 0x08) {
            result += '\\b';
        }
        else if (b === 0x09) {
            result += '\\t';
        }
        else if (b === 0x0a) {
            result += '\\n';
        }
        else if (b === 0x0b) {
            result += '\\v';
        }
        else if (b === 0x0c) {
            result += '\\f';
        }
        else if (b === 0x0d) {
            result += '\\r';
        }
        else if (b === 0x22) {
            result += '\\"';
        }
        else if (b === 0x5c) {
            result += '\\\\';
        }
        else if (b >= 0x20 && b <= 0x7e) {
            // Just a printable ASCII character that is neither a double quote nor a
            // backslash; no need to escape it.
            result += String.fromCharCode(b);
        }
        else {
            // Either part of a non-ASCII character or a control character without a
            // special escape sequence; needs escaping as a 3-digit octal escape
            result += '\\' + b.toString(8).padStart(3, '0');
        }
        i++;
    }
    result += '"';
    return result;
}
const INCLUDE_HEADERS = {
    includeIndex: true,
    includeUnderline: true,
    includeFileHeaders: true
};
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
    let optionsObj;
    if (!options) {
        optionsObj = {};
    }
    else if (typeof options === 'function') {
        optionsObj = { callback: options };
    }
    else {
        optionsObj = options;
    }
    if (typeof optionsObj.context === 'undefined') {
        optionsObj.context = 4;
    }
    // We copy this into its own variable to placate TypeScript, which thinks
    // optionsObj.context might be undefined in the callbacks below.
    const context = optionsObj.context;
    // @ts-expect-error (runtime check for something that is correctly a static type error)
    if (optionsObj.newlineIsToken) {
        throw new Error('newlineIsToken may not be used with patch-generation functions, only with diffing functions');
    }
    if (!optionsObj.callback) {
        return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
    }
    else {
        const { callback } = optionsObj;
        diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
                const patch = diffLinesResultToPatch(diff);
                // TypeScript is unhappy without the cast because it does not understand that `patch` may
                // be undefined here only if `callback` is StructuredPatchCallbackAbortable:
                callback(patch);
            } }));
    }
    function diffLinesResultToPatch(diff) {
        // STEP 1: Build up the patch with no "\ No newline at end of file" lines and with the arrays
        //         of lines containing trailing newline characters. We'll tidy up later...
        if (!diff) {
            return;
        }
        diff.push({ value: '', lines: [] }); // Append an empty value to make cleanup easier
        function contextLines(lines) {
            return lines.map(function (entry) { return ' ' + entry; });
        }
        const hunks = [];
        let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
        for (let i = 0; i < diff.length; i++) {
            const current = diff[i], lines = current.lines || splitLines(current.value);
            current.lines = lines;
            if (current.added || current.removed) {
                // If we have previous context, start with that
                if (!oldRangeStart) {
                    const prev = diff[i - 1];
                    oldRangeStart = oldLine;
                    newRangeStart = newLine;
                    if (prev) {
                        curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
                        oldRangeStart -= curRange.length;
                        newRangeStart -= curRange.length;
                    }
                }
                // Output our changes
                for (const line of lines) {
                    curRange.push((current.added ? '+' : '-') + line);
                }
                // Track the updated file position
                if (current.added) {
                    newLine += lines.length;
                }
                else {
                    oldLine += lines.length;
                }
            }
            else {
                // Identical context lines. Track line changes
                if (oldRangeStart) {
                    // Close out any changes that have been output (or join overlapping)
                    if (lines.length <= context * 2 && i < diff.length - 2) {
                        // Overlapping
                        for (const line of contextLines(lines)) {
                            curRange.push(line);
                        }
                    }
                    else {
                        // end the range and output
                        const contextSize = Math.min(lines.length, context);
                        for (const line of contextLines(lines.slice(0, contextSize))) {
                            curRange.push(line);
                        }
                        const hunk = {
                            oldStart: oldRangeStart,
                            oldLines: (oldLine - oldRangeStart + contextSize),
                            newStart: newRangeStart,
                            newLines: (newLine - newRangeStart + contextSize),
                            lines: curRange
                        };
                        hunks.push(hunk);
                        oldRangeStart = 0;
                        newRangeStart = 0;
                        curRange = [];
                    }
                }
                oldLine += lines.length;
                newLine += lines.length;
            }
        }
        // Step 2: eliminate the trailing `\n` from each line of each hunk, and, where needed, add
        //         "\ No newline at end of file".
        for (const hunk of hunks) {
            for (let i = 0; i < hunk.lines.length; i++) {
                if (hunk.lines[i].endsWith('\n')) {
                    hunk.lines[i] = hunk.lines[i].slice(0, -1);
                }
                else {
                    hunk.lines.splice(i + 1, 0, '\\ No newline at end of file');
                    i++; // Skip the line we just added, then continue iterating
                }
            }
        }
        return {
            oldFileName: oldFileName, newFileName: newFileName,
            oldHeader: oldHeader, newHeader: newHeader,
            hunks: hunks
        };
    }
}
/**
 * creates a unified diff patch.
 *
 * @param patch either a single structured patch object (as returned by `structuredPatch`) or an
 *   array of them (as returned by `parsePatch`).
 * @param headerOptions behaves the same as the `headerOptions` option of `createTwoFilesPatch`.
 *   Ignored for patches where `isGit` is `true`.
 *
 * When a patch has `isGit: true`, `formatPatch` output is changed to more closely match Git's
 * output: it emits a `diff --git` header, emits Git extended headers as appropriate based on
 * properties like `isRename`, `isCreate`, `newMode`, etc, and will omit `---`/`+++` file
 * headers for patches with no hunks (e.g. renames without content changes).
 */
function formatPatch(patch, headerOptions) {
    var _a, _b, _c, _d, _e, _f;
    if (!headerOptions) {
        headerOptions = INCLUDE_HEADERS;
    }
    if (Array.isArray(patch)) {
        if (patch.length > 1 && !headerOptions.includeFileHeaders && !patch.every(p => p.isGit)) {
            throw new Error('Cannot omit file headers on a multi-file patch. '
                + '(The result would be unparseable; how would a tool trying to apply '
                + 'the patch know which changes are to which file?)');
        }
        return patch.map(p => formatPatch(p, headerOptions)).join('\n');
    }
    const ret = [];
    // Git patches have a fixed header format (diff --git, extended headers,
    // and ---/+++ when hunks are present), so headerOptions is ignored.
    if (patch.isGit) {
        headerOptions = INCLUDE_HEADERS;
        // Emit Git-style diff --git header and extended headers.
        // Git never puts /dev/null in the "diff --git" line; for file
        // creations/deletions it uses the real filename on both sides.
        if (!patch.oldFileName) {
            throw new Error('oldFileName must be specified for Git patches');
        }
        if (!patch.newFileName) {
            throw new Error('newFileName must be specified for Git patches');
        }
        let gitOldName = patch.oldFileName;
        let gitNewName = patch.newFileName;
        if (patch.isCreate && gitOldName === '/dev/null') {
            gitOldName = gitNewName.replace(/^b\//, 'a/');
        }
        else if (patch.isDelete && gitNewName === '/dev/null') {
            gitNewName = gitOldName.replace(/^a\//, 'b/');
        }
        ret.push('diff --git ' + quoteFileNameIfNeeded(gitOldName) + ' ' + quoteFileNameIfNeeded(gitNewName));
        if (patch.isDelete) {
            ret.push('deleted file mode ' + ((_a = patch.oldMode) !== null && _a !== void 0 ? _a : '100644'));
        }
        if (patch.isCreate) {
            ret.push('new file mode ' + ((_b = patch.newMode) !== null && _b !== void 0 ? _b : '100644'));
        }
        if (patch.oldMode && patch.newMode && !patch.isDelete && !patch.isCreate) {
            ret.push('old mode ' + patch.oldMode);
            ret.push('new mode ' + patch.newMode);
        }
        if (patch.isRename) {
            ret.push('rename from ' + quoteFileNameIfNeeded(((_c = patch.oldFileName) !== null && _c !== void 0 ? _c : '').replace(/^a\//, '')));
            ret.push('rename to ' + quoteFileNameIfNeeded(((_d = patch.newFileName) !== null && _d !== void 0 ? _d : '').replace(/^b\//, '')));
        }
        if (patch.isCopy) {
            ret.push('copy from ' + quoteFileNameIfNeeded(((_e = patch.oldFileName) !== null && _e !== void 0 ? _e : '').replace(/^a\//, '')));
            ret.push('copy to ' + quoteFileNameIfNeeded(((_f = patch.newFileName) !== null && _f !== void 0 ? _f : '').replace(/^b\//, '')));
        }
    }
    else {
        if (headerOptions.includeIndex && patch.oldFileName == patch.newFileName && patch.oldFileName !== undefined) {
            ret.push('Index: ' + patch.oldFileName);
        }
        if (headerOptions.includeUnderline) {
            ret.push('===================================================================');
        }
    }
    // Emit --- / +++ file headers. For Git patches with no hunks (e.g.
    // pure renames, mode-only changes), Git omits these, so we do too.
    const hasHunks = patch.hunks.length > 0;
    if (headerOptions.includeFileHeaders && patch.oldFileName !== undefined && patch.newFileName !== undefined
        && (!patch.isGit || hasHunks)) {
        ret.push('--- ' + quoteFileNameIfNeeded(patch.oldFileName) + (patch.oldHeader ? '\t' + patch.oldHeader : ''));
        ret.push('+++ ' + quoteFileNameIfNeeded(patch.newFileName) + (patch.newHeader ? '\t' + patch.newHeader : ''));
    }
    for (let i = 0; i < patch.hunks.length; i++) {
        const hunk = patch.hunks[i];
        // Unified Diff Format quirk: If the chunk size is 0,
        // the first number is one lower than one would expect.
        // https://www.artima.com/weblogs/viewpost.jsp?thread=164293
        const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
        const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
        ret.push('@@ -' + oldStart + ',' + hunk.oldLines
            + ' +' + newStart + ',' + hunk.newLines
            + ' @@');
        for (const line of hunk.lines) {
            ret.push(line);
        }
    }
    return ret.join('\n') + '\n';
}
function createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
    if (typeof options === 'function') {
        options = { callback: options };
    }
    if (!(options === null || options === void 0 ? void 0 : options.callback)) {
        const patchObj = structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options);
        if (!patchObj) {
            return;
        }
        return formatPatch(patchObj, options === null || options === void 0 ? void 0 : options.headerOptions);
    }
    else {
        const { callback } = options;
        structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, Object.assign(Object.assign({}, options), { callback: patchObj => {
                if (!patchObj) {
                    callback(undefined);
                }
                else {
                    callback(formatPatch(patchObj, options.headerOptions));
                }
            } }));
    }
}
/**
 * Split `text` into an array of lines, including the trailing newline character (where present)
 */
function splitLines(text) {
    const hasTrailingNl = text.endsWith('\n');
    const result = text.split('\n').map(line => line + '\n');
    if (hasTrailingNl) {
        result.pop();
    }
    else {
        result.push(result.pop().slice(0, -1));
    }
    return result;
}

/** Unified diffs of every entity whose definition differs between two contracts (the diff library, not hand-rolled). */
function definitionDiffs(before, after) {
    if (!before || !after)
        return [];
    const diffs = [];
    for (const { collection, kind } of COLLECTIONS) {
        const keys = [...new Set([...Object.keys(before[collection]), ...Object.keys(after[collection])])].sort();
        for (const key of keys) {
            const [b, a] = [ownValue(before[collection], key), ownValue(after[collection], key)];
            if (b?.digest === a?.digest)
                continue;
            const text = (entity) => (entity ? stableJson(entity.definition) : '');
            const patch = createTwoFilesPatch('golden', 'live', text(b), text(a), undefined, undefined, { context: 3 });
            diffs.push({ entity: entityName(kind, key), patch: patch.split('\n').slice(1).join('\n') }); // drop the '====' banner
        }
    }
    return diffs;
}

/**
 * Server-controlled text in GitHub Markdown. A tool name or description must not break a
 * table, close a block, ping anyone, link or load an image: every such character is
 * neutralised. Rendered, the text reads as sent.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const MARKDOWN_PUNCTUATION = /[\\`*_{}[\]()#+\-.!|~:]/g;
/** Inline text for paragraphs and table cells: one line, HTML escaped, Markdown punctuation escaped, mentions and autolinks broken. */
function mdText(text, max = 300) {
    const flat = text.replace(CONTROL, ' ').trim();
    const short = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
    return short
        .replace(/:\/\//g, ':\u2060//') // GFM autolinks text after escapes are resolved: break the pattern itself
        .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}\u2060.`)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`)
        .replace(/@/g, '@\u2060'); // a word joiner after @: no mention, no team ping
}
/** Text inside an HTML element (a <summary>): no Markdown is parsed there, so only HTML and mentions matter. */
function htmlText(text, max = 200) {
    const flat = text.replace(CONTROL, ' ').trim();
    const short = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
    return short.replace(/:\/\//g, ':\u2060//').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/@/g, '@\u2060');
}
/** A fenced code block whose fence is longer than any backtick run inside, so the content cannot close it. */
function codeBlock(content, language = '') {
    let longest = 0; // a loop, not Math.max(...runs): a 100k-change report has more runs than the call stack takes arguments
    for (const run of content.matchAll(/`+/g))
        longest = Math.max(longest, run[0].length);
    const fence = '`'.repeat(Math.max(3, longest + 1));
    const body = content.endsWith('\n') ? content : `${content}\n`;
    return `${fence}${language}\n${body}${fence}`;
}
/** An inline code span for server-controlled text: one line, a backtick run longer than any inside. */
function codeSpan(text, max = 200) {
    const flat = text.replace(CONTROL, ' ');
    const short = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
    const longest = Math.max(0, ...[...short.matchAll(/`+/g)].map((match) => match[0].length));
    const fence = '`'.repeat(longest + 1);
    return `${fence} ${short} ${fence}`;
}
/** An HTML comment that carries data for bots: base64, so no `-->` can end it early. */
function hiddenData(label, data) {
    return `<!-- ${label} ${Buffer.from(data, 'utf8').toString('base64')} -->`;
}

const COLOURS = {
    breaking: '\u001b[31m',
    'effect-relevant': '\u001b[33m',
    cosmetic: '\u001b[36m',
    pass: '\u001b[32m',
    fail: '\u001b[31m',
    error: '\u001b[31m',
    dim: '\u001b[2m',
};
const RESET = '\u001b[0m';
const MARK = { breaking: '✖', 'effect-relevant': '▲', cosmetic: '·' };
/**
 * A readable, grouped diff for a terminal. Server text passes through oneLine(), which
 * removes control characters: a tool description cannot move the cursor or forge lines.
 */
function renderTerminal(report, title, colour) {
    const paint = (key, text) => (colour ? `${COLOURS[key]}${text}${RESET}` : text);
    const lines = [`${title}: ${paint(report.verdict, report.verdict.toUpperCase())} (highest: ${report.highest}, fail-on: ${report.failOn})`];
    // Appended one by one: spreading 100k lines into push() exceeds the call stack.
    for (const server of report.servers)
        append(lines, [''], renderServer(server, paint));
    return `${lines.join('\n')}\n`;
}
function renderServer(server, paint) {
    const protocol = server.protocol ? ` — ${server.protocol.revision} (${server.protocol.era} era)` : '';
    const lines = [`server ${JSON.stringify(oneLine(server.name, 80))} — ${server.contract}${protocol}`];
    if (server.error)
        return [...lines, `  ${paint('error', 'error')}: ${oneLine(server.error.message, 1000)}`];
    if (server.changes.length === 0)
        lines.push(server.ignored?.length ? '  in sync: no change but the ignored ones' : '  in sync: no change');
    else
        lines.push(`  ${server.counts.breaking} breaking · ${server.counts['effect-relevant']} effect-relevant · ${server.counts.cosmetic} cosmetic`);
    for (const [entity, changes] of groupByEntity(server.changes)) {
        lines.push(`  ${oneLine(entity, 200)}`);
        for (const change of changes) {
            lines.push(`    ${paint(change.level, `${MARK[change.level]} ${change.level.padEnd(15)}`)} ${change.rule}  ${paint('dim', oneLine(change.pointer, 200))}`);
            lines.push(`      ${oneLine(change.message, 500)}`);
            if (change.witness)
                lines.push(`      ${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}: ${oneLine(JSON.stringify(change.witness.value) ?? 'null', 300)}`);
        }
    }
    append(lines, renderIgnored(server, paint), renderSemver(server, paint));
    for (const note of server.notes)
        lines.push(`  note: ${oneLine(note, 500)}`);
    return append(lines, renderEvidence(server, paint));
}
/** Ignored changes are listed, with the reason the config gives: never silent. */
function renderIgnored(server, paint) {
    const ignored = server.ignored ?? [];
    if (ignored.length === 0)
        return [];
    const lines = [`  ignored by the config (not gated): ${ignored.length} change${ignored.length === 1 ? '' : 's'}`];
    for (const { change, reason } of ignored) {
        lines.push(`    ${paint('dim', `○ ${change.level.padEnd(15)}`)} ${change.rule}  ${paint('dim', oneLine(change.pointer, 200))}`);
        lines.push(`      ${oneLine(change.entity, 200)}: ${oneLine(change.message, 500)}`, `      reason: ${oneLine(reason, 300)}`);
    }
    return lines;
}
function renderSemver(server, paint) {
    const semver = server.semver;
    if (!semver)
        return [];
    const failing = semver.status === 'too-small' && semver.mode === 'enforce';
    const label = semver.status === 'too-small' ? paint(failing ? 'fail' : 'effect-relevant', `semver (${semver.mode})`) : `semver (${semver.mode})`;
    return [`  ${label}: ${oneLine(semver.message, 500)}`];
}
function renderEvidence(server, paint) {
    const evidence = server.evidence ?? [];
    if (evidence.length === 0)
        return [];
    const passedCount = evidence.filter((e) => e.status === 'pass').length;
    const lines = [`  evidence: ${passedCount} passed, ${evidence.filter((e) => e.status === 'fail').length} failed`];
    for (const item of evidence) {
        if (item.status === 'pass')
            continue;
        const mark = item.status === 'fail' && item.level ? paint(item.level, `${MARK[item.level]} ${item.level.padEnd(15)}`) : `  ${'info'.padEnd(15)}`;
        lines.push(`    ${mark} ${item.check}  ${oneLine(item.subject, 120)}`, `      ${oneLine(item.message, 500)}`);
    }
    return lines;
}
/** Changes by entity, in first-seen order; linear however many changes one entity has. */
function groupByEntity(changes) {
    const groups = new Map();
    for (const change of changes) {
        const group = groups.get(change.entity);
        if (group)
            group.push(change);
        else
            groups.set(change.entity, [change]);
    }
    return groups;
}
/** Appends lists of lines to `lines` without spreading them into arguments (no call-stack limit). */
function append(lines, ...more) {
    for (const list of more)
        for (const line of list)
            lines.push(line);
    return lines;
}

/** Ignored changes listed one by one in Markdown (a comment has a size limit); the JSON report has them all. */
const IGNORED_LISTED = 50;
/** Markdown for the parts of a server's report that the CLI adds: semver advice and ignored changes. Empty when absent. */
function semverAndIgnoredMarkdown(server) {
    const lines = [];
    const semver = server.semver;
    if (semver) {
        const mark = semver.status === 'ok' ? '✅' : semver.status === 'unknown' ? 'ℹ️' : semver.mode === 'enforce' ? '❌' : '⚠️';
        lines.push(`**Semver** (${semver.mode}). ${mark} ${mdText(semver.message, 500)}`, '');
    }
    const ignored = server.ignored ?? [];
    if (ignored.length) {
        lines.push(`**Ignored by the config** (not gated): ${ignored.length} change${ignored.length === 1 ? '' : 's'}.`, '');
        for (const { change, reason } of ignored.slice(0, IGNORED_LISTED)) {
            lines.push(`- ○ ${change.level} · \`${change.rule}\` · ${mdText(change.entity, 120)}: ${mdText(change.message, 400)} · reason: ${mdText(reason, 300)}`);
        }
        if (ignored.length > IGNORED_LISTED)
            lines.push(`- and ${ignored.length - IGNORED_LISTED} more (all of them are in the JSON report, \`ignored\`)`);
        lines.push('');
    }
    return lines;
}

/** The hidden first line that finds this workflow's sticky comment again. */
function commentMarker(key) {
    return `<!-- mcp-contract-gate:comment ${htmlText(key, 200)} -->`;
}
const CAUSE_LABEL = 'mcp-contract-gate:cause';
/** GitHub refuses an issue comment over 65,536 characters. */
const COMMENT_LIMIT = 65_536;
/** A job summary may be 1 MiB; keep well inside it. */
const SUMMARY_LIMIT = 1_000_000;
function headlineOf(report) {
    const reviews = report.servers.flatMap((server) => (server.review ? [server.review] : []));
    const intended = highestLevel(reviews.flatMap((review) => review.changes.map((change) => change.level)));
    const level = highestLevel([report.highest, intended].filter((l) => l !== 'none'));
    return {
        level,
        drift: report.highest,
        intended,
        approved: reviews.flatMap((review) => review.approved.map((approval) => approval.fingerprint)),
        unapproved: reviews.flatMap((review) => review.unapproved),
    };
}
const ICON = { breaking: '🔴', 'effect-relevant': '🟠', cosmetic: '⚪' };
const VERDICT = { pass: '✅ MCP contract: pass', fail: '❌ MCP contract: fail', error: '⚠️ MCP contract: error' };
/**
 * The PR comment and job summary. Sections are laid out in full; if the text is over the
 * limit, the schema diffs go first, then the cause block, then per-change lines, and a
 * pointer to the full report is added. Server text only ever passes through mdText/htmlText
 * or a code fence it cannot close.
 */
function renderMarkdown(report, options) {
    const attempts = [
        { diffs: true, changes: true },
        { diffs: false, changes: true },
        { diffs: false, changes: false },
    ];
    // Each listed change takes at least MIN_CHANGE_LINE characters: when they cannot fit, do not lay them out to find out.
    const listed = report.servers.reduce((sum, server) => sum + server.changes.length + (server.review?.changes.length ?? 0), 0);
    const possible = attempts.filter((include) => !include.changes || listed * MIN_CHANGE_LINE <= options.limit);
    for (const include of possible) {
        const text = compose(report, options, include, include !== attempts[0]);
        if (text.length <= options.limit)
            return text;
    }
    return compose(report, options, { diffs: false, changes: false }, true).slice(0, options.limit);
}
/** The shortest a listed change can be: `- ⚪ **cosmetic** · `x` · ` and its message. */
const MIN_CHANGE_LINE = 20;
function compose(report, options, include, trimmed) {
    const parts = [];
    if (options.marker)
        parts.push(options.marker);
    parts.push(`## ${VERDICT[report.verdict]}`, '', `${headlineText(report, headlineOf(report))} · fails on: **${report.failOn}** and above, and on unapproved breaking intended changes.`, '');
    append(parts, countsTable(report), ['']);
    if (trimmed) {
        const where = options.fullReportUrl ? `is in the [job summary](${options.fullReportUrl}) and the JSON report` : 'is the JSON report (the report-path output)';
        parts.push(`> [!NOTE]\n> Trimmed to fit; the full report ${where}.`, '');
    }
    for (const server of report.servers)
        append(parts, serverSection(server, options, include), ['']);
    append(parts, footer(options));
    parts.push(hiddenData(CAUSE_LABEL, JSON.stringify(causeOf(report))));
    return `${parts
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trimEnd()}\n`;
}
/** The headline level, split into drift and intended change where a review ran, and the servers not compared. */
function headlineText(report, headline) {
    const reviewed = report.servers.some((server) => server.review);
    const split = reviewed ? ` (live vs golden: ${headline.drift}; intended change: ${headline.intended}${headline.unapproved.length ? `, **${headline.unapproved.length} unapproved**` : ''})` : '';
    const errors = report.servers.filter((server) => server.status === 'error').length;
    return `Highest change: **${headline.level}**${split}${errors ? ` · **${errors} server${errors === 1 ? '' : 's'} not compared**` : ''}`;
}
function footer(options) {
    if (!options.fullReportUrl)
        return [];
    return [`[Workflow run](${options.fullReportUrl}) · the full JSON report is the \`report-path\` output${options.rulesUrl ? ` · [rule catalogue](${options.rulesUrl})` : ''}`, ''];
}
/**
 * The page a gate that could not run at all shows (a config or input error, a broken policy
 * file): the cause, where the job summary and the sticky comment would otherwise be silent.
 */
function renderFailureMarkdown(message, options) {
    const parts = [];
    if (options.marker)
        parts.push(options.marker);
    parts.push(`## ${VERDICT.error}`, '', `**The gate could not run.** ${mdText(message, 1000)}`, '');
    append(parts, footer(options));
    parts.push(hiddenData(CAUSE_LABEL, JSON.stringify({ verdict: 'error', error: message })));
    return `${parts.join('\n').trimEnd()}\n`;
}
function countsTable(report) {
    const rows = report.servers.map((server) => {
        const failing = (server.evidence ?? []).filter((e) => e.status === 'fail').length;
        const state = (server.status === 'error' ? 'not compared' : server.changes.length === 0 ? 'in sync' : 'drift') + (failing ? `; ${failing} check${failing === 1 ? '' : 's'} failed` : '');
        const review = server.review ? reviewCell(server) : '—';
        return `| ${mdText(server.name, 80)} | ${state} | ${server.counts.breaking} | ${server.counts['effect-relevant']} | ${server.counts.cosmetic} | ${review} |`;
    });
    return ['| server | live vs golden | breaking | effect-relevant | cosmetic | intended change (PR) |', '| --- | --- | ---: | ---: | ---: | --- |', ...rows];
}
function reviewCell(server) {
    const review = server.review;
    if (review.note)
        return 'no baseline';
    if (review.changes.length === 0)
        return 'none';
    const parts = [`${review.changes.length} change${review.changes.length === 1 ? '' : 's'}, highest ${review.highest}`];
    if (review.unapproved.length)
        parts.push(`**${review.unapproved.length} breaking unapproved**`);
    else if (review.approved.length)
        parts.push(`${review.approved.length} breaking approved`);
    return parts.join('; ');
}
function ruleRef(rule, options) {
    return options.rulesUrl ? `[\`${rule}\`](${options.rulesUrl}#${encodeURIComponent(rule)})` : `\`${rule}\``;
}
function serverSection(server, options, include) {
    const lines = [`### ${mdText(server.name, 80)}`, ''];
    if (server.error)
        return [...lines, `**Not compared.** ${mdText(server.error.message, 1000)}`];
    if (server.changes.length === 0)
        lines.push(`**In sync.** The live server matches ${mdText(server.contract)}.`, '');
    else {
        lines.push(`**Drift.** The live server differs from ${mdText(server.contract)}: the code changed the contract and the golden file did not follow.`, '');
        append(lines, changeList(server.changes, include.changes !== false, options), ['']);
        if (include.diffs)
            append(lines, diffBlocks(ownValue(options.diffs, server.name) ?? []));
        const command = ownValue(options.acceptCommands, server.name);
        if (command)
            lines.push('If the change is intended, accept it by updating the golden contract in this pull request:', '', codeBlock(command, 'sh'), '');
    }
    append(lines, semverAndIgnoredMarkdown(server));
    for (const note of server.notes)
        lines.push(`> ${mdText(note, 500)}`, '');
    append(lines, evidenceSection(server));
    if (server.review)
        append(lines, reviewSection(server.review, include.changes !== false, options));
    return lines;
}
/** Failing and informative evidence in full, passing checks counted; the protocol matrix as a table. */
function evidenceSection(server) {
    const evidence = server.evidence ?? [];
    if (evidence.length === 0)
        return [];
    const passedCount = evidence.filter((e) => e.status === 'pass').length;
    const lines = [`**Evidence.** ${passedCount} check${passedCount === 1 ? '' : 's'} passed.`, ''];
    for (const item of evidence) {
        if (item.status === 'pass' || item.check === 'protocol_matrix')
            continue;
        const mark = item.status === 'fail' && item.level ? `${ICON[item.level]} **${item.level}**` : 'ℹ️ info';
        lines.push(`- ${mark} · \`${item.check}\` · ${mdText(item.subject, 120)}: ${mdText(item.message, 500)}`);
    }
    const matrix = evidence.find((e) => e.check === 'protocol_matrix')?.details;
    if (matrix) {
        lines.push('', '| proposed revision | answer | detail |', '| --- | --- | --- |');
        for (const [revision, cell] of Object.entries(matrix))
            lines.push(`| ${mdText(revision, 40)} | ${cell.outcome}${cell.selected ? ` (${mdText(cell.selected, 40)})` : ''} | ${mdText(cell.detail ?? '', 200)} |`);
    }
    return [...lines, ''];
}
function reviewSection(review, withChanges, options) {
    const base = mdText(review.base.slice(0, 12));
    if (review.note)
        return [`**Intended change.** No review against the base (${base}): ${mdText(review.note, 300)}.`, ''];
    if (review.changes.length === 0)
        return [`**Intended change.** The golden contract is unchanged since the base (${base}).`, ''];
    const lines = [`**Intended change** (golden contract at the base ${base} → this pull request):`, ''];
    append(lines, changeList(review.changes, withChanges, options), ['']);
    for (const approval of review.approved)
        lines.push(`- approved ${code(approval.fingerprint)} by ${mdText(approval.by, 200)}`);
    if (review.unapproved.length)
        lines.push(`- **unapproved breaking:** ${review.unapproved.map(code).join(', ')}: ${approvalHint(options.approval)}`);
    return [...lines, ''];
}
/** A code span: plain backticks for plain text, a longer fence when the text holds backticks. */
function code(text) {
    // eslint-disable-next-line no-control-regex -- control characters are what the check refuses
    return /^[^`\u0000-\u001f]{1,200}$/.test(text) ? `\`${text}\`` : codeSpan(text, 200);
}
/** How to approve, with this run's label and policy file by name. */
function approvalHint(approval) {
    if (!approval)
        return 'add the approval label, an acceptance entry with a reason in the policy file, or (if enabled) a major version bump';
    const ways = [`add the label ${code(approval.label)} to the pull request`, `accept each fingerprint with a reason in ${code(approval.policyFile)}`];
    if (approval.majorBump)
        ways.push('bump the major version of the server');
    return `${ways.slice(0, -1).join(', ')}${ways.length > 2 ? ',' : ''} or ${ways.at(-1)}`;
}
function changeList(changes, detailed, options) {
    if (!detailed) {
        const counts = {};
        for (const change of changes)
            counts[change.level] = (counts[change.level] ?? 0) + 1;
        return [
            `${Object.entries(counts)
                .map(([level, n]) => `${n} ${level}`)
                .join(', ')} (details trimmed)`,
        ];
    }
    const lines = [];
    for (const [entity, group] of groupByEntity(changes)) {
        lines.push(`**${mdText(entity, 120)}**`, '');
        for (const change of group)
            lines.push(`- ${ICON[change.level]} **${change.level}** · ${ruleRef(change.rule, options)} · ${mdText(change.message, 400)}${witnessText(change)}${change.level === 'breaking' ? ` · fingerprint \`${change.fingerprint}\`` : ''}`);
        lines.push('');
    }
    return lines;
}
/** The proof of a breaking schema change, in words a reviewer can run. */
function witnessText(change) {
    if (!change.witness)
        return '';
    const { value, validBefore } = change.witness;
    const what = change.rule.startsWith('input-')
        ? validBefore
            ? 'this call worked before and is rejected now'
            : 'this call is accepted now and was rejected before'
        : validBefore
            ? 'the old schema allowed this output and the new one does not'
            : 'the server may now return this, which the old schema did not allow';
    return `; ${what}: ${codeSpan(JSON.stringify(value) ?? 'null', 300)}`;
}
function diffBlocks(diffs) {
    return diffs.flatMap((diff) => [`<details><summary>definition diff: ${htmlText(diff.entity, 120)}</summary>`, '', codeBlock(diff.patch, 'diff'), '', '</details>', '']);
}
/** The hidden, machine-readable cause for bots; the full report is the JSON report file. */
function causeOf(report) {
    const headline = headlineOf(report);
    return {
        verdict: report.verdict,
        highest: headline.level,
        driftHighest: report.highest,
        intendedHighest: headline.intended,
        counts: report.counts,
        servers: report.servers.map((s) => ({
            name: s.name,
            status: s.status,
            highest: s.highest,
            fingerprints: s.changes.map((c) => `${c.rule}:${c.fingerprint}`),
            approved: s.review?.approved.map((a) => a.fingerprint) ?? [],
            unapproved: s.review?.unapproved ?? [],
        })),
    };
}

/**
 * XML 1.0 text from server-controlled strings. Markup characters are escaped; characters XML 1.0
 * cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF) become a visible
 * `\u{..}` so nothing is lost and no parser rejects the file. `]]>` cannot survive: `>` is escaped.
 */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function visible(text) {
    return text.replace(NOT_XML, (c) => `\\u{${c.charCodeAt(0).toString(16).padStart(4, '0')}}`);
}
/** Element content. */
function xmlText(text) {
    return visible(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/** A double-quoted attribute value: new lines and tabs kept as character references (attribute normalisation would eat them). */
function xmlAttribute(text) {
    return xmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

/** Entities every server has, before its tools, resources, templates and prompts. */
const SERVER_ENTITIES = ['server', 'protocol', 'capabilities'];
/**
 * JUnit XML for CI test tabs: a testsuite per server, a testcase per entity (server, protocol,
 * capabilities, then every tool, resource, resource template and prompt of either contract,
 * then anything else a change names). A testcase fails when its entity has a change at or
 * above fail-on; its changes are listed in the failure, lower ones in system-out. A server that
 * could not be compared is one testcase with an error. Every server string is XML-escaped.
 */
function renderJunit(report, context = {}) {
    const suites = report.servers.map((server) => suite(server, report, context));
    const sum = (key) => suites.reduce((total, s) => total + s[key], 0);
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="mcp-contract-gate" tests="${sum('tests')}" failures="${sum('failures')}" errors="${sum('errors')}">`,
        ...suites.flatMap((s) => s.lines),
        '</testsuites>',
        '',
    ].join('\n');
}
function suite(server, report, context) {
    const name = xmlAttribute(server.name);
    const classname = xmlAttribute(`mcp-contract.${server.name}`);
    const open = (tests, failures, errors) => `  <testsuite name="${name}" tests="${tests}" failures="${failures}" errors="${errors}" skipped="0">`;
    if (server.error) {
        const message = `not compared (exit ${server.error.exitCode}): ${server.error.message}`;
        return {
            tests: 1,
            failures: 0,
            errors: 1,
            lines: [
                open(1, 0, 1),
                `    <testcase classname="${classname}" name="server">`,
                `      <error type="exit-${server.error.exitCode}" message="${xmlAttribute(message)}">${xmlText(message)}</error>`,
                '    </testcase>',
                '  </testsuite>',
            ],
        };
    }
    const byEntity = groupByEntity(server.changes);
    const ignoredBy = new Map();
    for (const { change, reason } of server.ignored ?? [])
        ignoredBy.set(change.entity, [...(ignoredBy.get(change.entity) ?? []), `ignored: ${describe(change)} (reason: ${reason})`]);
    const entities = entityList(server, context, [...byEntity.keys(), ...ignoredBy.keys()]);
    const failOn = report.failOn;
    const failing = (change) => failOn !== 'never' && rankOf(change.level) >= rankOf(failOn);
    const cases = [];
    let failures = 0;
    for (const entity of entities) {
        const changes = byEntity.get(entity) ?? [];
        const above = changes.filter(failing);
        const below = changes.filter((change) => !failing(change));
        const out = [...below.map(describe), ...(ignoredBy.get(entity) ?? [])];
        const head = `    <testcase classname="${classname}" name="${xmlAttribute(entity)}"`;
        if (above.length === 0 && out.length === 0) {
            cases.push(`${head}/>`);
            continue;
        }
        cases.push(`${head}>`);
        if (above.length) {
            failures++;
            const highest = above.reduce((top, change) => (rankOf(change.level) > rankOf(top) ? change.level : top), above[0].level);
            const message = `${above.length} change${above.length === 1 ? '' : 's'} at or above ${failOn} (highest: ${highest})`;
            cases.push(`      <failure type="${highest}" message="${xmlAttribute(message)}">${xmlText(above.map(describe).join('\n'))}</failure>`);
        }
        if (out.length)
            cases.push(`      <system-out>${xmlText(out.join('\n'))}</system-out>`);
        cases.push('    </testcase>');
    }
    if (server.semver) {
        const failed = server.semver.mode === 'enforce' && server.semver.status === 'too-small';
        const head = `    <testcase classname="${classname}" name="semver"`;
        if (failed) {
            failures++;
            cases.push(`${head}>`, `      <failure type="semver" message="${xmlAttribute(server.semver.message)}">${xmlText(server.semver.message)}</failure>`, '    </testcase>');
        }
        else
            cases.push(`${head}>`, `      <system-out>${xmlText(`${server.semver.status}: ${server.semver.message}`)}</system-out>`, '    </testcase>');
    }
    for (const item of server.evidence ?? []) {
        if (item.status !== 'fail')
            continue;
        const failed = item.level !== undefined && failOn !== 'never' && rankOf(item.level) >= rankOf(failOn);
        const text = `${item.subject}: ${item.message}`;
        cases.push(`    <testcase classname="${classname}" name="${xmlAttribute(`evidence:${item.check}`)}">`);
        if (failed) {
            failures++;
            cases.push(`      <failure type="${item.level}" message="${xmlAttribute(text)}">${xmlText(text)}</failure>`);
        }
        else
            cases.push(`      <system-out>${xmlText(text)}</system-out>`);
        cases.push('    </testcase>');
    }
    const tests = cases.filter((line) => line.startsWith('    <testcase')).length;
    return { tests, failures, errors: 0, lines: [open(tests, failures, 0), ...cases, '  </testsuite>'] };
}
function describe(change) {
    const witness = change.witness ? `; witness (${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}): ${JSON.stringify(change.witness.value) ?? 'null'}` : '';
    return `${change.level} ${change.rule} at ${change.pointer}: ${change.message}${witness} [${change.fingerprint}]`;
}
/** server, protocol, capabilities; every entity of either contract, by collection and key; then any other entity a change names. */
function entityList(server, context, named) {
    const list = [...SERVER_ENTITIES];
    const sides = ownValue(context.servers ?? {}, server.name);
    for (const { collection, kind } of COLLECTIONS) {
        const keys = new Set([...Object.keys(sides?.before?.[collection] ?? {}), ...Object.keys(sides?.after?.[collection] ?? {})]);
        for (const key of [...keys].sort())
            list.push(entityName(kind, key));
    }
    const seen = new Set(list);
    for (const entity of named) {
        if (seen.has(entity))
            continue;
        seen.add(entity);
        list.push(entity);
    }
    return list;
}

/*---------------------------------------------------------------------------------------------
 *  Copyright (c) Microsoft Corporation. All rights reserved.
 *  Licensed under the MIT License. See License.txt in the project root for license information.
 *--------------------------------------------------------------------------------------------*/
/**
 * Creates a JSON scanner on the given text.
 * If ignoreTrivia is set, whitespaces or comments are ignored.
 */
function createScanner(text, ignoreTrivia = false) {
    const len = text.length;
    let pos = 0, value = '', tokenOffset = 0, token = 16 /* SyntaxKind.Unknown */, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0 /* ScanError.None */;
    function scanHexDigits(count, exact) {
        let digits = 0;
        let value = 0;
        while (digits < count || false) {
            let ch = text.charCodeAt(pos);
            if (ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */) {
                value = value * 16 + ch - 48 /* CharacterCodes._0 */;
            }
            else if (ch >= 65 /* CharacterCodes.A */ && ch <= 70 /* CharacterCodes.F */) {
                value = value * 16 + ch - 65 /* CharacterCodes.A */ + 10;
            }
            else if (ch >= 97 /* CharacterCodes.a */ && ch <= 102 /* CharacterCodes.f */) {
                value = value * 16 + ch - 97 /* CharacterCodes.a */ + 10;
            }
            else {
                break;
            }
            pos++;
            digits++;
        }
        if (digits < count) {
            value = -1;
        }
        return value;
    }
    function setPosition(newPosition) {
        pos = newPosition;
        value = '';
        tokenOffset = 0;
        token = 16 /* SyntaxKind.Unknown */;
        scanError = 0 /* ScanError.None */;
    }
    function scanNumber() {
        let start = pos;
        if (text.charCodeAt(pos) === 48 /* CharacterCodes._0 */) {
            pos++;
        }
        else {
            pos++;
            while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                pos++;
            }
        }
        if (pos < text.length && text.charCodeAt(pos) === 46 /* CharacterCodes.dot */) {
            pos++;
            if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                pos++;
                while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                }
            }
            else {
                scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
                return text.substring(start, pos);
            }
        }
        let end = pos;
        if (pos < text.length && (text.charCodeAt(pos) === 69 /* CharacterCodes.E */ || text.charCodeAt(pos) === 101 /* CharacterCodes.e */)) {
            pos++;
            if (pos < text.length && text.charCodeAt(pos) === 43 /* CharacterCodes.plus */ || text.charCodeAt(pos) === 45 /* CharacterCodes.minus */) {
                pos++;
            }
            if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                pos++;
                while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                }
                end = pos;
            }
            else {
                scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
            }
        }
        return text.substring(start, end);
    }
    function scanString() {
        let result = '', start = pos;
        while (true) {
            if (pos >= len) {
                result += text.substring(start, pos);
                scanError = 2 /* ScanError.UnexpectedEndOfString */;
                break;
            }
            const ch = text.charCodeAt(pos);
            if (ch === 34 /* CharacterCodes.doubleQuote */) {
                result += text.substring(start, pos);
                pos++;
                break;
            }
            if (ch === 92 /* CharacterCodes.backslash */) {
                result += text.substring(start, pos);
                pos++;
                if (pos >= len) {
                    scanError = 2 /* ScanError.UnexpectedEndOfString */;
                    break;
                }
                const ch2 = text.charCodeAt(pos++);
                switch (ch2) {
                    case 34 /* CharacterCodes.doubleQuote */:
                        result += '\"';
                        break;
                    case 92 /* CharacterCodes.backslash */:
                        result += '\\';
                        break;
                    case 47 /* CharacterCodes.slash */:
                        result += '/';
                        break;
                    case 98 /* CharacterCodes.b */:
                        result += '\b';
                        break;
                    case 102 /* CharacterCodes.f */:
                        result += '\f';
                        break;
                    case 110 /* CharacterCodes.n */:
                        result += '\n';
                        break;
                    case 114 /* CharacterCodes.r */:
                        result += '\r';
                        break;
                    case 116 /* CharacterCodes.t */:
                        result += '\t';
                        break;
                    case 117 /* CharacterCodes.u */:
                        const ch3 = scanHexDigits(4);
                        if (ch3 >= 0) {
                            result += String.fromCharCode(ch3);
                        }
                        else {
                            scanError = 4 /* ScanError.InvalidUnicode */;
                        }
                        break;
                    default:
                        scanError = 5 /* ScanError.InvalidEscapeCharacter */;
                }
                start = pos;
                continue;
            }
            if (ch >= 0 && ch <= 0x1f) {
                if (isLineBreak(ch)) {
                    result += text.substring(start, pos);
                    scanError = 2 /* ScanError.UnexpectedEndOfString */;
                    break;
                }
                else {
                    scanError = 6 /* ScanError.InvalidCharacter */;
                    // mark as error but continue with string
                }
            }
            pos++;
        }
        return result;
    }
    function scanNext() {
        value = '';
        scanError = 0 /* ScanError.None */;
        tokenOffset = pos;
        lineStartOffset = lineNumber;
        prevTokenLineStartOffset = tokenLineStartOffset;
        if (pos >= len) {
            // at the end
            tokenOffset = len;
            return token = 17 /* SyntaxKind.EOF */;
        }
        let code = text.charCodeAt(pos);
        // trivia: whitespace
        if (isWhiteSpace(code)) {
            do {
                pos++;
                value += String.fromCharCode(code);
                code = text.charCodeAt(pos);
            } while (isWhiteSpace(code));
            return token = 15 /* SyntaxKind.Trivia */;
        }
        // trivia: newlines
        if (isLineBreak(code)) {
            pos++;
            value += String.fromCharCode(code);
            if (code === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                pos++;
                value += '\n';
            }
            lineNumber++;
            tokenLineStartOffset = pos;
            return token = 14 /* SyntaxKind.LineBreakTrivia */;
        }
        switch (code) {
            // tokens: []{}:,
            case 123 /* CharacterCodes.openBrace */:
                pos++;
                return token = 1 /* SyntaxKind.OpenBraceToken */;
            case 125 /* CharacterCodes.closeBrace */:
                pos++;
                return token = 2 /* SyntaxKind.CloseBraceToken */;
            case 91 /* CharacterCodes.openBracket */:
                pos++;
                return token = 3 /* SyntaxKind.OpenBracketToken */;
            case 93 /* CharacterCodes.closeBracket */:
                pos++;
                return token = 4 /* SyntaxKind.CloseBracketToken */;
            case 58 /* CharacterCodes.colon */:
                pos++;
                return token = 6 /* SyntaxKind.ColonToken */;
            case 44 /* CharacterCodes.comma */:
                pos++;
                return token = 5 /* SyntaxKind.CommaToken */;
            // strings
            case 34 /* CharacterCodes.doubleQuote */:
                pos++;
                value = scanString();
                return token = 10 /* SyntaxKind.StringLiteral */;
            // comments
            case 47 /* CharacterCodes.slash */:
                const start = pos - 1;
                // Single-line comment
                if (text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                    pos += 2;
                    while (pos < len) {
                        if (isLineBreak(text.charCodeAt(pos))) {
                            break;
                        }
                        pos++;
                    }
                    value = text.substring(start, pos);
                    return token = 12 /* SyntaxKind.LineCommentTrivia */;
                }
                // Multi-line comment
                if (text.charCodeAt(pos + 1) === 42 /* CharacterCodes.asterisk */) {
                    pos += 2;
                    const safeLength = len - 1; // For lookahead.
                    let commentClosed = false;
                    while (pos < safeLength) {
                        const ch = text.charCodeAt(pos);
                        if (ch === 42 /* CharacterCodes.asterisk */ && text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                            pos += 2;
                            commentClosed = true;
                            break;
                        }
                        pos++;
                        if (isLineBreak(ch)) {
                            if (ch === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                                pos++;
                            }
                            lineNumber++;
                            tokenLineStartOffset = pos;
                        }
                    }
                    if (!commentClosed) {
                        pos++;
                        scanError = 1 /* ScanError.UnexpectedEndOfComment */;
                    }
                    value = text.substring(start, pos);
                    return token = 13 /* SyntaxKind.BlockCommentTrivia */;
                }
                // just a single slash
                value += String.fromCharCode(code);
                pos++;
                return token = 16 /* SyntaxKind.Unknown */;
            // numbers
            case 45 /* CharacterCodes.minus */:
                value += String.fromCharCode(code);
                pos++;
                if (pos === len || !isDigit(text.charCodeAt(pos))) {
                    return token = 16 /* SyntaxKind.Unknown */;
                }
            // found a minus, followed by a number so
            // we fall through to proceed with scanning
            // numbers
            case 48 /* CharacterCodes._0 */:
            case 49 /* CharacterCodes._1 */:
            case 50 /* CharacterCodes._2 */:
            case 51 /* CharacterCodes._3 */:
            case 52 /* CharacterCodes._4 */:
            case 53 /* CharacterCodes._5 */:
            case 54 /* CharacterCodes._6 */:
            case 55 /* CharacterCodes._7 */:
            case 56 /* CharacterCodes._8 */:
            case 57 /* CharacterCodes._9 */:
                value += scanNumber();
                return token = 11 /* SyntaxKind.NumericLiteral */;
            // literals and unknown symbols
            default:
                // is a literal? Read the full word.
                while (pos < len && isUnknownContentCharacter(code)) {
                    pos++;
                    code = text.charCodeAt(pos);
                }
                if (tokenOffset !== pos) {
                    value = text.substring(tokenOffset, pos);
                    // keywords: true, false, null
                    switch (value) {
                        case 'true': return token = 8 /* SyntaxKind.TrueKeyword */;
                        case 'false': return token = 9 /* SyntaxKind.FalseKeyword */;
                        case 'null': return token = 7 /* SyntaxKind.NullKeyword */;
                    }
                    return token = 16 /* SyntaxKind.Unknown */;
                }
                // some
                value += String.fromCharCode(code);
                pos++;
                return token = 16 /* SyntaxKind.Unknown */;
        }
    }
    function isUnknownContentCharacter(code) {
        if (isWhiteSpace(code) || isLineBreak(code)) {
            return false;
        }
        switch (code) {
            case 125 /* CharacterCodes.closeBrace */:
            case 93 /* CharacterCodes.closeBracket */:
            case 123 /* CharacterCodes.openBrace */:
            case 91 /* CharacterCodes.openBracket */:
            case 34 /* CharacterCodes.doubleQuote */:
            case 58 /* CharacterCodes.colon */:
            case 44 /* CharacterCodes.comma */:
            case 47 /* CharacterCodes.slash */:
                return false;
        }
        return true;
    }
    function scanNextNonTrivia() {
        let result;
        do {
            result = scanNext();
        } while (result >= 12 /* SyntaxKind.LineCommentTrivia */ && result <= 15 /* SyntaxKind.Trivia */);
        return result;
    }
    return {
        setPosition: setPosition,
        getPosition: () => pos,
        scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
        getToken: () => token,
        getTokenValue: () => value,
        getTokenOffset: () => tokenOffset,
        getTokenLength: () => pos - tokenOffset,
        getTokenStartLine: () => lineStartOffset,
        getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
        getTokenError: () => scanError,
    };
}
function isWhiteSpace(ch) {
    return ch === 32 /* CharacterCodes.space */ || ch === 9 /* CharacterCodes.tab */;
}
function isLineBreak(ch) {
    return ch === 10 /* CharacterCodes.lineFeed */ || ch === 13 /* CharacterCodes.carriageReturn */;
}
function isDigit(ch) {
    return ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */;
}
var CharacterCodes;
(function (CharacterCodes) {
    CharacterCodes[CharacterCodes["lineFeed"] = 10] = "lineFeed";
    CharacterCodes[CharacterCodes["carriageReturn"] = 13] = "carriageReturn";
    CharacterCodes[CharacterCodes["space"] = 32] = "space";
    CharacterCodes[CharacterCodes["_0"] = 48] = "_0";
    CharacterCodes[CharacterCodes["_1"] = 49] = "_1";
    CharacterCodes[CharacterCodes["_2"] = 50] = "_2";
    CharacterCodes[CharacterCodes["_3"] = 51] = "_3";
    CharacterCodes[CharacterCodes["_4"] = 52] = "_4";
    CharacterCodes[CharacterCodes["_5"] = 53] = "_5";
    CharacterCodes[CharacterCodes["_6"] = 54] = "_6";
    CharacterCodes[CharacterCodes["_7"] = 55] = "_7";
    CharacterCodes[CharacterCodes["_8"] = 56] = "_8";
    CharacterCodes[CharacterCodes["_9"] = 57] = "_9";
    CharacterCodes[CharacterCodes["a"] = 97] = "a";
    CharacterCodes[CharacterCodes["b"] = 98] = "b";
    CharacterCodes[CharacterCodes["c"] = 99] = "c";
    CharacterCodes[CharacterCodes["d"] = 100] = "d";
    CharacterCodes[CharacterCodes["e"] = 101] = "e";
    CharacterCodes[CharacterCodes["f"] = 102] = "f";
    CharacterCodes[CharacterCodes["g"] = 103] = "g";
    CharacterCodes[CharacterCodes["h"] = 104] = "h";
    CharacterCodes[CharacterCodes["i"] = 105] = "i";
    CharacterCodes[CharacterCodes["j"] = 106] = "j";
    CharacterCodes[CharacterCodes["k"] = 107] = "k";
    CharacterCodes[CharacterCodes["l"] = 108] = "l";
    CharacterCodes[CharacterCodes["m"] = 109] = "m";
    CharacterCodes[CharacterCodes["n"] = 110] = "n";
    CharacterCodes[CharacterCodes["o"] = 111] = "o";
    CharacterCodes[CharacterCodes["p"] = 112] = "p";
    CharacterCodes[CharacterCodes["q"] = 113] = "q";
    CharacterCodes[CharacterCodes["r"] = 114] = "r";
    CharacterCodes[CharacterCodes["s"] = 115] = "s";
    CharacterCodes[CharacterCodes["t"] = 116] = "t";
    CharacterCodes[CharacterCodes["u"] = 117] = "u";
    CharacterCodes[CharacterCodes["v"] = 118] = "v";
    CharacterCodes[CharacterCodes["w"] = 119] = "w";
    CharacterCodes[CharacterCodes["x"] = 120] = "x";
    CharacterCodes[CharacterCodes["y"] = 121] = "y";
    CharacterCodes[CharacterCodes["z"] = 122] = "z";
    CharacterCodes[CharacterCodes["A"] = 65] = "A";
    CharacterCodes[CharacterCodes["B"] = 66] = "B";
    CharacterCodes[CharacterCodes["C"] = 67] = "C";
    CharacterCodes[CharacterCodes["D"] = 68] = "D";
    CharacterCodes[CharacterCodes["E"] = 69] = "E";
    CharacterCodes[CharacterCodes["F"] = 70] = "F";
    CharacterCodes[CharacterCodes["G"] = 71] = "G";
    CharacterCodes[CharacterCodes["H"] = 72] = "H";
    CharacterCodes[CharacterCodes["I"] = 73] = "I";
    CharacterCodes[CharacterCodes["J"] = 74] = "J";
    CharacterCodes[CharacterCodes["K"] = 75] = "K";
    CharacterCodes[CharacterCodes["L"] = 76] = "L";
    CharacterCodes[CharacterCodes["M"] = 77] = "M";
    CharacterCodes[CharacterCodes["N"] = 78] = "N";
    CharacterCodes[CharacterCodes["O"] = 79] = "O";
    CharacterCodes[CharacterCodes["P"] = 80] = "P";
    CharacterCodes[CharacterCodes["Q"] = 81] = "Q";
    CharacterCodes[CharacterCodes["R"] = 82] = "R";
    CharacterCodes[CharacterCodes["S"] = 83] = "S";
    CharacterCodes[CharacterCodes["T"] = 84] = "T";
    CharacterCodes[CharacterCodes["U"] = 85] = "U";
    CharacterCodes[CharacterCodes["V"] = 86] = "V";
    CharacterCodes[CharacterCodes["W"] = 87] = "W";
    CharacterCodes[CharacterCodes["X"] = 88] = "X";
    CharacterCodes[CharacterCodes["Y"] = 89] = "Y";
    CharacterCodes[CharacterCodes["Z"] = 90] = "Z";
    CharacterCodes[CharacterCodes["asterisk"] = 42] = "asterisk";
    CharacterCodes[CharacterCodes["backslash"] = 92] = "backslash";
    CharacterCodes[CharacterCodes["closeBrace"] = 125] = "closeBrace";
    CharacterCodes[CharacterCodes["closeBracket"] = 93] = "closeBracket";
    CharacterCodes[CharacterCodes["colon"] = 58] = "colon";
    CharacterCodes[CharacterCodes["comma"] = 44] = "comma";
    CharacterCodes[CharacterCodes["dot"] = 46] = "dot";
    CharacterCodes[CharacterCodes["doubleQuote"] = 34] = "doubleQuote";
    CharacterCodes[CharacterCodes["minus"] = 45] = "minus";
    CharacterCodes[CharacterCodes["openBrace"] = 123] = "openBrace";
    CharacterCodes[CharacterCodes["openBracket"] = 91] = "openBracket";
    CharacterCodes[CharacterCodes["plus"] = 43] = "plus";
    CharacterCodes[CharacterCodes["slash"] = 47] = "slash";
    CharacterCodes[CharacterCodes["formFeed"] = 12] = "formFeed";
    CharacterCodes[CharacterCodes["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

new Array(20).fill(0).map((_, index) => {
    return ' '.repeat(index);
});
const maxCachedValues = 200;
({
    ' ': {
        '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\n' + ' '.repeat(index);
        }),
        '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\r' + ' '.repeat(index);
        }),
        '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\r\n' + ' '.repeat(index);
        }),
    },
    '\t': {
        '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\n' + '\t'.repeat(index);
        }),
        '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\r' + '\t'.repeat(index);
        }),
        '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\r\n' + '\t'.repeat(index);
        }),
    }
});

/*---------------------------------------------------------------------------------------------
 *  Copyright (c) Microsoft Corporation. All rights reserved.
 *  Licensed under the MIT License. See License.txt in the project root for license information.
 *--------------------------------------------------------------------------------------------*/
var ParseOptions;
(function (ParseOptions) {
    ParseOptions.DEFAULT = {
        allowTrailingComma: false
    };
})(ParseOptions || (ParseOptions = {}));
/**
 * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
 */
function parseTree$1(text, errors = [], options = ParseOptions.DEFAULT) {
    let currentParent = { type: 'array', offset: -1, length: -1, children: [], parent: undefined }; // artificial root
    function ensurePropertyComplete(endOffset) {
        if (currentParent.type === 'property') {
            currentParent.length = endOffset - currentParent.offset;
            currentParent = currentParent.parent;
        }
    }
    function onValue(valueNode) {
        currentParent.children.push(valueNode);
        return valueNode;
    }
    const visitor = {
        onObjectBegin: (offset) => {
            currentParent = onValue({ type: 'object', offset, length: -1, parent: currentParent, children: [] });
        },
        onObjectProperty: (name, offset, length) => {
            currentParent = onValue({ type: 'property', offset, length: -1, parent: currentParent, children: [] });
            currentParent.children.push({ type: 'string', value: name, offset, length, parent: currentParent });
        },
        onObjectEnd: (offset, length) => {
            ensurePropertyComplete(offset + length); // in case of a missing value for a property: make sure property is complete
            currentParent.length = offset + length - currentParent.offset;
            currentParent = currentParent.parent;
            ensurePropertyComplete(offset + length);
        },
        onArrayBegin: (offset, length) => {
            currentParent = onValue({ type: 'array', offset, length: -1, parent: currentParent, children: [] });
        },
        onArrayEnd: (offset, length) => {
            currentParent.length = offset + length - currentParent.offset;
            currentParent = currentParent.parent;
            ensurePropertyComplete(offset + length);
        },
        onLiteralValue: (value, offset, length) => {
            onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
            ensurePropertyComplete(offset + length);
        },
        onSeparator: (sep, offset, length) => {
            if (currentParent.type === 'property') {
                if (sep === ':') {
                    currentParent.colonOffset = offset;
                }
                else if (sep === ',') {
                    ensurePropertyComplete(offset);
                }
            }
        },
        onError: (error, offset, length) => {
            errors.push({ error, offset, length });
        }
    };
    visit(text, visitor, options);
    const result = currentParent.children[0];
    if (result) {
        delete result.parent;
    }
    return result;
}
/**
 * Finds the node at the given path in a JSON DOM.
 */
function findNodeAtLocation$1(root, path) {
    if (!root) {
        return undefined;
    }
    let node = root;
    for (let segment of path) {
        if (typeof segment === 'string') {
            if (node.type !== 'object' || !Array.isArray(node.children)) {
                return undefined;
            }
            let found = false;
            for (const propertyNode of node.children) {
                if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
                    node = propertyNode.children[1];
                    found = true;
                    break;
                }
            }
            if (!found) {
                return undefined;
            }
        }
        else {
            const index = segment;
            if (node.type !== 'array' || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
                return undefined;
            }
            node = node.children[index];
        }
    }
    return node;
}
/**
 * Parses the given text and invokes the visitor functions for each object, array and literal reached.
 */
function visit(text, visitor, options = ParseOptions.DEFAULT) {
    const _scanner = createScanner(text, false);
    // Important: Only pass copies of this to visitor functions to prevent accidental modification, and
    // to not affect visitor functions which stored a reference to a previous JSONPath
    const _jsonPath = [];
    // Depth of onXXXBegin() callbacks suppressed. onXXXEnd() decrements this if it isn't 0 already.
    // Callbacks are only called when this value is 0.
    let suppressedCallbacks = 0;
    function toNoArgVisit(visitFunction) {
        return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
    }
    function toOneArgVisit(visitFunction) {
        return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
    }
    function toOneArgVisitWithPath(visitFunction) {
        return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
    }
    function toBeginVisit(visitFunction) {
        return visitFunction ?
            () => {
                if (suppressedCallbacks > 0) {
                    suppressedCallbacks++;
                }
                else {
                    let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
                    if (cbReturn === false) {
                        suppressedCallbacks = 1;
                    }
                }
            }
            : () => true;
    }
    function toEndVisit(visitFunction) {
        return visitFunction ?
            () => {
                if (suppressedCallbacks > 0) {
                    suppressedCallbacks--;
                }
                if (suppressedCallbacks === 0) {
                    visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
                }
            }
            : () => true;
    }
    const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
    const disallowComments = options && options.disallowComments;
    const allowTrailingComma = options && options.allowTrailingComma;
    function scanNext() {
        while (true) {
            const token = _scanner.scan();
            switch (_scanner.getTokenError()) {
                case 4 /* ScanError.InvalidUnicode */:
                    handleError(14 /* ParseErrorCode.InvalidUnicode */);
                    break;
                case 5 /* ScanError.InvalidEscapeCharacter */:
                    handleError(15 /* ParseErrorCode.InvalidEscapeCharacter */);
                    break;
                case 3 /* ScanError.UnexpectedEndOfNumber */:
                    handleError(13 /* ParseErrorCode.UnexpectedEndOfNumber */);
                    break;
                case 1 /* ScanError.UnexpectedEndOfComment */:
                    if (!disallowComments) {
                        handleError(11 /* ParseErrorCode.UnexpectedEndOfComment */);
                    }
                    break;
                case 2 /* ScanError.UnexpectedEndOfString */:
                    handleError(12 /* ParseErrorCode.UnexpectedEndOfString */);
                    break;
                case 6 /* ScanError.InvalidCharacter */:
                    handleError(16 /* ParseErrorCode.InvalidCharacter */);
                    break;
            }
            switch (token) {
                case 12 /* SyntaxKind.LineCommentTrivia */:
                case 13 /* SyntaxKind.BlockCommentTrivia */:
                    if (disallowComments) {
                        handleError(10 /* ParseErrorCode.InvalidCommentToken */);
                    }
                    else {
                        onComment();
                    }
                    break;
                case 16 /* SyntaxKind.Unknown */:
                    handleError(1 /* ParseErrorCode.InvalidSymbol */);
                    break;
                case 15 /* SyntaxKind.Trivia */:
                case 14 /* SyntaxKind.LineBreakTrivia */:
                    break;
                default:
                    return token;
            }
        }
    }
    function handleError(error, skipUntilAfter = [], skipUntil = []) {
        onError(error);
        if (skipUntilAfter.length + skipUntil.length > 0) {
            let token = _scanner.getToken();
            while (token !== 17 /* SyntaxKind.EOF */) {
                if (skipUntilAfter.indexOf(token) !== -1) {
                    scanNext();
                    break;
                }
                else if (skipUntil.indexOf(token) !== -1) {
                    break;
                }
                token = scanNext();
            }
        }
    }
    function parseString(isValue) {
        const value = _scanner.getTokenValue();
        if (isValue) {
            onLiteralValue(value);
        }
        else {
            onObjectProperty(value);
            // add property name afterwards
            _jsonPath.push(value);
        }
        scanNext();
        return true;
    }
    function parseLiteral() {
        switch (_scanner.getToken()) {
            case 11 /* SyntaxKind.NumericLiteral */:
                const tokenValue = _scanner.getTokenValue();
                let value = Number(tokenValue);
                if (isNaN(value)) {
                    handleError(2 /* ParseErrorCode.InvalidNumberFormat */);
                    value = 0;
                }
                onLiteralValue(value);
                break;
            case 7 /* SyntaxKind.NullKeyword */:
                onLiteralValue(null);
                break;
            case 8 /* SyntaxKind.TrueKeyword */:
                onLiteralValue(true);
                break;
            case 9 /* SyntaxKind.FalseKeyword */:
                onLiteralValue(false);
                break;
            default:
                return false;
        }
        scanNext();
        return true;
    }
    function parseProperty() {
        if (_scanner.getToken() !== 10 /* SyntaxKind.StringLiteral */) {
            handleError(3 /* ParseErrorCode.PropertyNameExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            return false;
        }
        parseString(false);
        if (_scanner.getToken() === 6 /* SyntaxKind.ColonToken */) {
            onSeparator(':');
            scanNext(); // consume colon
            if (!parseValue()) {
                handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            }
        }
        else {
            handleError(5 /* ParseErrorCode.ColonExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
        }
        _jsonPath.pop(); // remove processed property name
        return true;
    }
    function parseObject() {
        onObjectBegin();
        scanNext(); // consume open brace
        let needsComma = false;
        while (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
            if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                if (!needsComma) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                }
                onSeparator(',');
                scanNext(); // consume comma
                if (_scanner.getToken() === 2 /* SyntaxKind.CloseBraceToken */ && allowTrailingComma) {
                    break;
                }
            }
            else if (needsComma) {
                handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
            }
            if (!parseProperty()) {
                handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            }
            needsComma = true;
        }
        onObjectEnd();
        if (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */) {
            handleError(7 /* ParseErrorCode.CloseBraceExpected */, [2 /* SyntaxKind.CloseBraceToken */], []);
        }
        else {
            scanNext(); // consume close brace
        }
        return true;
    }
    function parseArray() {
        onArrayBegin();
        scanNext(); // consume open bracket
        let isFirstElement = true;
        let needsComma = false;
        while (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
            if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                if (!needsComma) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                }
                onSeparator(',');
                scanNext(); // consume comma
                if (_scanner.getToken() === 4 /* SyntaxKind.CloseBracketToken */ && allowTrailingComma) {
                    break;
                }
            }
            else if (needsComma) {
                handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
            }
            if (isFirstElement) {
                _jsonPath.push(0);
                isFirstElement = false;
            }
            else {
                _jsonPath[_jsonPath.length - 1]++;
            }
            if (!parseValue()) {
                handleError(4 /* ParseErrorCode.ValueExpected */, [], [4 /* SyntaxKind.CloseBracketToken */, 5 /* SyntaxKind.CommaToken */]);
            }
            needsComma = true;
        }
        onArrayEnd();
        if (!isFirstElement) {
            _jsonPath.pop(); // remove array index
        }
        if (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */) {
            handleError(8 /* ParseErrorCode.CloseBracketExpected */, [4 /* SyntaxKind.CloseBracketToken */], []);
        }
        else {
            scanNext(); // consume close bracket
        }
        return true;
    }
    function parseValue() {
        switch (_scanner.getToken()) {
            case 3 /* SyntaxKind.OpenBracketToken */:
                return parseArray();
            case 1 /* SyntaxKind.OpenBraceToken */:
                return parseObject();
            case 10 /* SyntaxKind.StringLiteral */:
                return parseString(true);
            default:
                return parseLiteral();
        }
    }
    scanNext();
    if (_scanner.getToken() === 17 /* SyntaxKind.EOF */) {
        if (options.allowEmptyContent) {
            return true;
        }
        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
        return false;
    }
    if (!parseValue()) {
        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
        return false;
    }
    if (_scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
        handleError(9 /* ParseErrorCode.EndOfFileExpected */, [], []);
    }
    return true;
}
function getNodeType(value) {
    switch (typeof value) {
        case 'boolean': return 'boolean';
        case 'number': return 'number';
        case 'string': return 'string';
        case 'object': {
            if (!value) {
                return 'null';
            }
            else if (Array.isArray(value)) {
                return 'array';
            }
            return 'object';
        }
        default: return 'null';
    }
}

/*---------------------------------------------------------------------------------------------
 *  Copyright (c) Microsoft Corporation. All rights reserved.
 *  Licensed under the MIT License. See License.txt in the project root for license information.
 *--------------------------------------------------------------------------------------------*/
var ScanError;
(function (ScanError) {
    ScanError[ScanError["None"] = 0] = "None";
    ScanError[ScanError["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
    ScanError[ScanError["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
    ScanError[ScanError["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
    ScanError[ScanError["InvalidUnicode"] = 4] = "InvalidUnicode";
    ScanError[ScanError["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
    ScanError[ScanError["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function (SyntaxKind) {
    SyntaxKind[SyntaxKind["OpenBraceToken"] = 1] = "OpenBraceToken";
    SyntaxKind[SyntaxKind["CloseBraceToken"] = 2] = "CloseBraceToken";
    SyntaxKind[SyntaxKind["OpenBracketToken"] = 3] = "OpenBracketToken";
    SyntaxKind[SyntaxKind["CloseBracketToken"] = 4] = "CloseBracketToken";
    SyntaxKind[SyntaxKind["CommaToken"] = 5] = "CommaToken";
    SyntaxKind[SyntaxKind["ColonToken"] = 6] = "ColonToken";
    SyntaxKind[SyntaxKind["NullKeyword"] = 7] = "NullKeyword";
    SyntaxKind[SyntaxKind["TrueKeyword"] = 8] = "TrueKeyword";
    SyntaxKind[SyntaxKind["FalseKeyword"] = 9] = "FalseKeyword";
    SyntaxKind[SyntaxKind["StringLiteral"] = 10] = "StringLiteral";
    SyntaxKind[SyntaxKind["NumericLiteral"] = 11] = "NumericLiteral";
    SyntaxKind[SyntaxKind["LineCommentTrivia"] = 12] = "LineCommentTrivia";
    SyntaxKind[SyntaxKind["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
    SyntaxKind[SyntaxKind["LineBreakTrivia"] = 14] = "LineBreakTrivia";
    SyntaxKind[SyntaxKind["Trivia"] = 15] = "Trivia";
    SyntaxKind[SyntaxKind["Unknown"] = 16] = "Unknown";
    SyntaxKind[SyntaxKind["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
/**
 * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
 */
const parseTree = parseTree$1;
/**
 * Finds the node at the given path in a JSON DOM.
 */
const findNodeAtLocation = findNodeAtLocation$1;
var ParseErrorCode;
(function (ParseErrorCode) {
    ParseErrorCode[ParseErrorCode["InvalidSymbol"] = 1] = "InvalidSymbol";
    ParseErrorCode[ParseErrorCode["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
    ParseErrorCode[ParseErrorCode["PropertyNameExpected"] = 3] = "PropertyNameExpected";
    ParseErrorCode[ParseErrorCode["ValueExpected"] = 4] = "ValueExpected";
    ParseErrorCode[ParseErrorCode["ColonExpected"] = 5] = "ColonExpected";
    ParseErrorCode[ParseErrorCode["CommaExpected"] = 6] = "CommaExpected";
    ParseErrorCode[ParseErrorCode["CloseBraceExpected"] = 7] = "CloseBraceExpected";
    ParseErrorCode[ParseErrorCode["CloseBracketExpected"] = 8] = "CloseBracketExpected";
    ParseErrorCode[ParseErrorCode["EndOfFileExpected"] = 9] = "EndOfFileExpected";
    ParseErrorCode[ParseErrorCode["InvalidCommentToken"] = 10] = "InvalidCommentToken";
    ParseErrorCode[ParseErrorCode["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
    ParseErrorCode[ParseErrorCode["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
    ParseErrorCode[ParseErrorCode["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
    ParseErrorCode[ParseErrorCode["InvalidUnicode"] = 14] = "InvalidUnicode";
    ParseErrorCode[ParseErrorCode["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
    ParseErrorCode[ParseErrorCode["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));

const KIND = { breaking: 'error', 'effect-relevant': 'warning', cosmetic: 'notice' };
/** GitHub shows at most 10 annotations of each kind per step; the rest would be dropped silently. */
const PER_KIND_LIMIT = 10;
/**
 * Annotations for every change, on the golden file line its pointer leads to (or the nearest
 * ancestor that exists there: an added tool points at the collection). Within GitHub's limits,
 * with one notice that says how many were left out.
 */
function annotationsFor(report, goldenFiles) {
    const kept = [];
    const counts = { error: 0, warning: 0, notice: 0 };
    for (const server of report.servers) {
        const golden = ownValue(goldenFiles, server.name);
        if (!golden)
            continue;
        let tree = null; // parsed on first use: most changes are only counted
        const add = (kind, title, change) => {
            if (counts[kind]++ >= PER_KIND_LIMIT)
                return; // a count, not an annotation: each line lookup reads the file
            if (tree === null)
                tree = parseTree(golden.text);
            kept.push({ kind, title, file: golden.path, line: tree ? lineOf(golden.text, tree, change.pointer) : 1, message: oneLine(change.message, 500) });
        };
        for (const change of server.changes)
            add(KIND[change.level], `${change.level}: ${change.rule} (${oneLine(change.entity, 80)})`, change);
        // Intended changes are the review's business: an error only where a breaking one lacks approval.
        const unapproved = new Set(server.review?.unapproved ?? []);
        for (const change of server.review?.changes ?? []) {
            const blocking = unapproved.has(change.fingerprint);
            add(blocking ? 'error' : 'notice', `intended ${change.level}${blocking ? ', unapproved' : ''}: ${change.rule} (${oneLine(change.entity, 80)})`, change);
        }
    }
    const left = Object.values(counts).reduce((sum, count) => sum + Math.max(0, count - PER_KIND_LIMIT), 0);
    if (left > 0 && counts.notice >= PER_KIND_LIMIT)
        kept.splice(kept.findLastIndex((a) => a.kind === 'notice'), 1);
    if (left > 0) {
        const dropped = left + (counts.notice >= PER_KIND_LIMIT ? 1 : 0);
        kept.push({ kind: 'notice', file: kept[0].file, line: 1, title: 'more changes', message: `${dropped} more change(s) are not annotated (GitHub shows 10 per kind); see the job summary.` });
    }
    return kept;
}
/** The line of `text` (a contract file) that `pointer` leads to, or its nearest ancestor there; 1 when none is. */
function lineOf(text, tree, pointer) {
    const path = pointer
        .split('/')
        .slice(1)
        .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    for (let length = path.length; length >= 0; length--) {
        const node = findNodeAtLocation(tree, path.slice(0, length));
        const offset = node?.parent?.type === 'property' ? node.parent.offset : node?.offset;
        if (offset !== undefined)
            return text.slice(0, offset).split('\n').length;
    }
    return 1;
}

/** Where each rule is documented: docs/rules.md of this repository, by rule id. */
const RULES_DOC_URL = 'https://github.com/mcp-contract-gate/mcp-contract-gate/blob/main/docs/rules.md';
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const TOOL_NAME = 'mcp-contract-gate';
/** The partialFingerprints key: the change fingerprint (hash of rule, entity, pointer, item), stable across commits. */
const FINGERPRINT_KEY = 'mcpContractChange/v1';
const LEVEL = { breaking: 'error', 'effect-relevant': 'warning', cosmetic: 'note' };
/**
 * SARIF 2.1.0: one run; tool.driver mcp-contract-gate with a rule per rule id of the table
 * (and one per failing evidence check); a result per change, on the line of the contract file
 * its JSON pointer leads to (or the nearest ancestor there), with the change fingerprint as
 * partialFingerprint. Servers that could not be compared are tool execution notifications.
 */
function renderSarif(report, context = {}) {
    const rules = RULES.map((rule) => ({
        id: rule.id,
        name: pascal(rule.id),
        shortDescription: { text: rule.reason },
        fullDescription: { text: `${rule.level}: ${rule.reason} (applies to ${rule.applies})` },
        helpUri: `${RULES_DOC_URL}#${rule.id}`,
        defaultConfiguration: { level: LEVEL[rule.level] },
        properties: { level: rule.level, applies: rule.applies, tags: ['mcp', 'contract', rule.level] },
    }));
    const index = new Map(rules.map((rule, i) => [rule.id, i]));
    const results = [];
    const notifications = [];
    for (const server of report.servers) {
        if (server.error) {
            notifications.push({ level: 'error', message: { text: `server ${server.name}: ${oneLine(server.error.message, 1000)}` }, properties: { server: server.name, exitCode: server.error.exitCode } });
            continue;
        }
        const sides = ownValue(context.servers ?? {}, server.name);
        const text = sides?.contractText;
        const uri = encodeURI(sides?.artifactUri ?? server.contract);
        const tree = text === undefined ? undefined : parseTree(text);
        const line = (pointer) => (text !== undefined && tree ? lineOf(text, tree, pointer) : 1);
        for (const change of server.changes)
            results.push(changeResult(server, change, index.get(change.rule), uri, line(change.pointer)));
        for (const item of server.evidence ?? []) {
            if (item.status !== 'fail' || !item.level)
                continue;
            const id = `evidence-${item.check.replace(/_/g, '-')}`;
            if (!index.has(id)) {
                index.set(id, rules.length);
                rules.push({
                    id,
                    name: pascal(id),
                    shortDescription: { text: `evidence check ${item.check} failed` },
                    fullDescription: { text: `A checked fact about the live server (${item.check}) failed; it fails the gate like a change of its level.` },
                    helpUri: `https://github.com/mcp-contract-gate/mcp-contract-gate#evidence-beyond-discovery`,
                    defaultConfiguration: { level: LEVEL[item.level] },
                    properties: { level: item.level, tags: ['mcp', 'evidence', item.level] },
                });
            }
            results.push({
                ruleId: id,
                ruleIndex: index.get(id),
                level: LEVEL[item.level],
                message: { text: `${oneLine(item.subject, 200)}: ${oneLine(item.message, 1000)}` },
                locations: [location(uri, 1, `${server.name}/${item.subject}`)],
                partialFingerprints: { [FINGERPRINT_KEY]: `evidence:${item.check}:${item.subject}` },
                properties: { server: server.name, check: item.check },
            });
        }
        if (server.semver?.status === 'too-small') {
            // Not a rule of the table: a finding about the version string, reported at the serverInfo line.
            const id = 'semver-bump-too-small';
            if (!index.has(id)) {
                index.set(id, rules.length);
                rules.push({
                    id,
                    name: 'SemverBumpTooSmall',
                    shortDescription: { text: 'serverInfo.version is not bumped enough for the changes' },
                    fullDescription: { text: 'The changes require a larger version bump (breaking: major, effect-relevant: minor, cosmetic: patch; in 0.x minor acts as major).' },
                    helpUri: 'https://github.com/mcp-contract-gate/mcp-contract-gate#semver-advice',
                    defaultConfiguration: { level: 'warning' },
                    properties: { level: 'effect-relevant', tags: ['mcp', 'semver'] },
                });
            }
            results.push({
                ruleId: id,
                ruleIndex: index.get(id),
                level: server.semver.mode === 'enforce' ? 'error' : 'warning',
                message: { text: oneLine(server.semver.message, 1000) },
                locations: [location(uri, line('/serverInfo/version'), `${server.name}/server`)],
                partialFingerprints: { [FINGERPRINT_KEY]: `semver:${server.semver.required}:${server.semver.head ?? ''}` },
                properties: { server: server.name },
            });
        }
    }
    const log = {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: TOOL_NAME, semanticVersion: packageJson.version, version: packageJson.version, informationUri: 'https://github.com/mcp-contract-gate/mcp-contract-gate', rules } },
                invocations: [{ executionSuccessful: report.verdict !== 'error', ...(notifications.length ? { toolExecutionNotifications: notifications } : {}) }],
                results,
                properties: { verdict: report.verdict, failOn: report.failOn, highest: report.highest },
            },
        ],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
}
function changeResult(server, change, ruleIndex, uri, line) {
    const witness = change.witness
        ? ` Witness (${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}): ${oneLine(JSON.stringify(change.witness.value) ?? 'null', 500)}`
        : '';
    return {
        ruleId: change.rule,
        ruleIndex,
        level: LEVEL[change.level],
        message: { text: `${oneLine(change.entity, 200)}: ${oneLine(change.message, 1000)}${witness}` },
        locations: [location(uri, line, `${server.name}/${change.entity}`)],
        partialFingerprints: { [FINGERPRINT_KEY]: change.fingerprint },
        properties: { server: server.name, entity: change.entity, pointer: change.pointer, level: change.level, fingerprint: change.fingerprint },
    };
}
function location(uri, startLine, logical) {
    return {
        physicalLocation: { artifactLocation: { uri }, region: { startLine } },
        logicalLocations: [{ fullyQualifiedName: oneLine(logical, 300), kind: 'object' }],
    };
}
/** `input-type-narrowed` -> `InputTypeNarrowed`: SARIF's rule name (a readable identifier). */
function pascal(id) {
    return id
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
}

const FORMAT_NAMES = ['terminal', 'json', 'markdown', 'sarif', 'junit'];
const FORMATS = {
    terminal: {
        name: 'terminal',
        extension: '.txt',
        description: 'grouped, readable diff (colour only on a TTY)',
        render: (report, context = {}) => renderTerminal(report, context.title ?? 'mcp-contract', context.colour ?? false),
    },
    json: {
        name: 'json',
        extension: '.json',
        description: 'the JSON report (src/report/report.schema.json)',
        render: (report) => reportJson(report),
    },
    markdown: {
        name: 'markdown',
        extension: '.md',
        description: 'GitHub Markdown, as in the PR comment and job summary',
        render: (report, context = {}) => renderMarkdown(report, {
            acceptCommands: context.acceptCommands ?? {},
            diffs: Object.fromEntries(Object.entries(context.servers ?? {}).map(([name, server]) => [name, definitionDiffs(server.before, server.after)])),
            limit: Number.POSITIVE_INFINITY, // a file has no size limit
        }),
    },
    sarif: {
        name: 'sarif',
        extension: '.sarif',
        description: 'SARIF 2.1.0, for code scanning (github/codeql-action/upload-sarif)',
        render: (report, context = {}) => renderSarif(report, context),
    },
    junit: {
        name: 'junit',
        extension: '.junit.xml',
        description: 'JUnit XML: a testsuite per server, a testcase per entity',
        render: (report, context = {}) => renderJunit(report, context),
    },
};
function isFormatName(name) {
    return FORMAT_NAMES.includes(name);
}

export { COMMENT_LIMIT as C, FORMAT_NAMES as F, SEMVER_MODES as S, FORMATS as a, assembleReport as b, classify as c, renderTerminal as d, exitCodeOf as e, reportJson as f, gatedReport as g, headlineOf as h, isFormatName as i, annotationsFor as j, renderMarkdown as k, commentMarker as l, SUMMARY_LIMIT as m, mdText as n, codeBlock as o, definitionDiffs as p, renderFailureMarkdown as r };
