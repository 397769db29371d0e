import { g as getDefaultExportFromCjs } from './_commonjsHelpers.js';
import { a as setOwn } from './safe-text.js';
import { r as patternTest, p as pointerSegment, B as BACKTRACKING_SAFE_LENGTH, s as isLinear, f as isSchemaObject } from './validity.js';
import { c as collectRefs, a as isLocalRef, f as findById, b as refChainEnd, r as resolveLocalRef } from './edit-distance.js';
import { c as canonicalJson } from './rfc8785.js';

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

/**
 * The canonical form's data: the Canon graph and its per-type facets, the table of keywords the
 * form reads (KEYWORDS), and the canons that accept anything or nothing. No behaviour beyond
 * building those constants: the builder (./builder.ts) fills the shapes, the algebra
 * (./algebra.ts, ./relations.ts) combines and compares them.
 */
const JSON_TYPES = ['null', 'boolean', 'number', 'string', 'array', 'object'];
/**
 * Every keyword the canonical form reads, by what it does; the builder's lists derive from it.
 * A keyword not here is unknown and compared as written. Adding one: a row here, its reader in
 * ./builder.ts, its comparator in the table of src/diff/schema/compare-facet.ts.
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

/**
 * JSON values as the canonical form compares them: a value's JSON type, one key per value (key
 * order free, 1 and 1.0 one number), membership of an enum list in constant time, equality and
 * de-duplication; and the two plain-data helpers the builder and the algebra share (an optional
 * field, a sorted set of names).
 */
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
function optional(key, value) {
    return (value === undefined ? {} : { [key]: value });
}
function uniqueSorted(names) {
    return [...new Set(names)].sort();
}

/**
 * The algebra of canons: whether one accepts anything (isAny) or nothing (isNever), the values
 * two both accept (intersect: how `allOf` and `$ref` siblings merge) or either accepts (unite:
 * how `anyOf`/`oneOf` join), the number facet's one normal form, and the schema one property of
 * an object must satisfy. Pure functions on the shapes of ./types.ts.
 */
/** Integers beyond this are not exactly representable: zod 4 writes them as bounds on every integer. */
const SAFE_LIMIT = Number.MAX_SAFE_INTEGER;
/** More alternatives than this from merging `allOf` over unions: kept as written instead. */
const MAX_VARIANTS = 64;
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
/** Does this facet take every value of its type (no constraint, no listed values)? */
function isOpenFacet(type, facet, seen = new Set()) {
    if (facet.values || facet.dead)
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
    const result = { at: facet.at, integer, multipleOf, ...optional('values', facet.values), ...optional('dead', facet.dead) };
    const min = facet.min && integer ? { ...facet.min, value: facet.min.exclusive ? Math.floor(facet.min.value) + 1 : Math.ceil(facet.min.value), exclusive: false } : facet.min;
    const max = facet.max && integer ? { ...facet.max, value: facet.max.exclusive ? Math.ceil(facet.max.value) - 1 : Math.floor(facet.max.value), exclusive: false } : facet.max;
    if (min && !(integer && min.value <= -SAFE_LIMIT))
        result.min = min;
    if (max && !(integer && max.value >= SAFE_LIMIT))
        result.max = max;
    return result;
}
/** The values both canons accept. Exact for facets; a union meeting a union multiplies alternatives. */
function intersect(a, b, at, written) {
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
        // Only a union meeting a union multiplies: one side of a single alternative keeps the other's count (a `type: object` beside an anyOf).
        if (merged.length > MAX_VARIANTS && left.length > 1 && right.length > 1) {
            // Kept as written: the written form is the marker, so a change inside it is a change (undecided), never silent.
            result.opaque.push({ keyword: 'allOf', value: written ?? `(${merged.length} alternatives)`, at });
            result.types[type] = left;
        }
        else if (merged.length)
            result.types[type] = merged;
    }
    return result;
}
/** The values either canon accepts: alternatives side by side, enum-only alternatives merged. */
function unite(branches, at) {
    // All branches at once: folding them two by two re-simplified the growing list at every step (quadratic in a 3,000-branch anyOf).
    const opaque = branches.flatMap((branch) => (branches.length > 1 ? branch.opaque.map((entry) => (entry.keyword === 'oneOf' ? scopedOneOf(entry, branch, branches) : entry)) : branch.opaque));
    const result = { at, types: {}, opaque, meaning: new Map(branches.flatMap((branch) => [...branch.meaning])) };
    for (const type of JSON_TYPES) {
        const facets = branches.flatMap((branch) => branch.types[type] ?? []);
        if (facets.length)
            result.types[type] = simplifyAlternatives(type, facets);
    }
    return result;
}
/**
 * A oneOf carried out of one alternative of a union binds only that alternative's values. Where
 * no other alternative accepts a value of the same JSON type (`anyOf: [{oneOf: …objects}, {type:
 * string}]`), those are its values by type; else it is partial, and its effect undecided.
 */
function scopedOneOf(entry, branch, branches) {
    if (entry.partial)
        return entry;
    const types = JSON_TYPES.filter((type) => branch.types[type]?.length && (!entry.types || entry.types.includes(type)));
    const shared = branches.some((other) => other !== branch && (other.opaque.length > 0 || types.some((type) => other.types[type]?.length)));
    return shared ? { ...entry, partial: true } : { ...entry, types };
}
/** An open alternative absorbs the others; alternatives that only list values become one list. */
function simplifyAlternatives(type, facets) {
    const open = facets.find((facet) => isOpenFacet(type, facet));
    if (open)
        return [open];
    const listsOnly = facets.filter((facet) => facet.values && isOpenFacet(type, { ...facet, values: undefined }));
    if (listsOnly.length < 2)
        return facets;
    const merged = { ...listsOnly[0], merged: true, values: dedupeValues(listsOnly.flatMap((facet) => facet.values)) };
    return [merged, ...facets.filter((facet) => !listsOnly.includes(facet))];
}
function mergeFacet(type, a, b, at) {
    const values = a.values && b.values ? a.values.filter((v) => isListed(b.values, v)) : (a.values ?? b.values);
    if (values && values.length === 0)
        return undefined;
    // A value of a merge of a dead alternative is a value of that alternative: the oneOf still rejects it.
    const base = { at: a.at || at, merged: true, ...optional('values', values), ...optional('dead', a.dead || b.dead || undefined) };
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
/**
 * A pattern as ajv reads it (Unicode), on a linear-time engine (./patterns.ts). An invalid one
 * matches nothing here (the schema-invalid rule reports it); one that cannot be run safely on
 * the text is `unknown` (false unless the caller asks otherwise): ajv has the last word.
 */
function safeTest(pattern, text, unknown = false) {
    return patternTest(pattern, text) ?? unknown;
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
    // A dead facet (a oneOf alternative another contains) accepts nothing: its values match two alternatives.
    return (canon.types[type] ?? []).some((facet) => !facet.dead && facetAccepts(type, facet, value, depth));
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
    if (facet.unique && hasTwins(value))
        return false;
    return value.every((item, i) => accepts(facet.prefix[i] ?? facet.items, item, depth + 1));
}
/** Two equal elements? Scalars by a set (a long array in one pass), anything else pairwise. */
function hasTwins(value) {
    if (value.every((item) => item === null || typeof item !== 'object'))
        return new Set(value.map((item) => `${typeof item}:${String(item)}`)).size < value.length;
    return value.some((item, i) => value.slice(i + 1).some((other) => sameJson(item, other)));
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
            if (facet.dead)
                continue;
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
    const limit = candidateLengthLimit(...facets);
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
/**
 * The longest candidate string worth building for these facets. Patterns run on a linear-time
 * engine (./patterns.ts), so a bound is crossed at any length; only a pattern that needs
 * backtracking keeps candidates short, where it can still be run.
 */
function candidateLengthLimit(...facets) {
    return facets.some((facet) => facet.patterns.some((pattern) => !isLinear(pattern))) ? BACKTRACKING_SAFE_LENGTH : 10_000;
}
/**
 * The longest string, and the most items or properties, a witness is built with. A bound past
 * them is still a proven change (its witness is described by its shape), but no value is built
 * for ajv to confirm: the change is `unverified`, never undecided.
 */
const BUILT_LENGTH_LIMIT = 2 ** 21;
const BUILT_SIZE_LIMIT = 2 ** 17;
/** The longest string that can be built and still run against these facets' patterns. */
function buildableLength(...facets) {
    return facets.some((facet) => facet.patterns.some((pattern) => !isLinear(pattern))) ? BACKTRACKING_SAFE_LENGTH : BUILT_LENGTH_LIMIT;
}
/**
 * Strings of exactly `n` code points shaped by the facet's own candidates (those its patterns
 * accept): each grown by its last character, its first, or itself repeated, or cut, so that a
 * string at a bound of any size still reads as the facet's strings do.
 */
function stringsOfLength(facet, n) {
    if (n < 0 || n > BUILT_LENGTH_LIMIT)
        return [];
    const bases = stringCandidates(facet)
        .filter((s) => s.length > 0 && facet.patterns.every((pattern) => safeTest(pattern, s)))
        .slice(0, 4);
    if (bases.length === 0)
        bases.push('a');
    return [...new Set(bases.flatMap((base) => growTo(base, n)))];
}
/** The base cut to n code points, or grown to n by its last character, its first, or itself repeated. */
function growTo(base, n) {
    const chars = [...base];
    if (n <= chars.length)
        return [chars.slice(0, n).join('')];
    const extra = n - chars.length;
    const repeated = base.repeat(Math.ceil(n / chars.length));
    // A base of single code units is cut by index; one with surrogate pairs by code points.
    const cut = chars.length === base.length ? repeated.slice(0, n) : [...repeated].slice(0, n).join('');
    return [...new Set([base + chars.at(-1).repeat(extra), chars[0].repeat(extra) + base, cut])];
}
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
    // Elements past the tuple share one schema: its sample is found once, whatever the length.
    const shared = new Map();
    const taken = { keys: new Set(), count: 0 };
    for (let i = 0; i < length; i++) {
        const schema = facet.prefix[i] ?? facet.items;
        const chosen = facet.unique ? distinctSample(schema, taken, depth) : (shared.get(schema) ?? sample(schema, depth + 1));
        if (chosen === undefined)
            return undefined;
        if (!facet.unique)
            shared.set(schema, chosen);
        out.push(chosen);
    }
    return out;
}
/** A valid value of the schema not yet taken: its samples, then numbers and strings counted up. */
function distinctSample(schema, taken, depth) {
    const take = (value) => {
        const key = JSON.stringify(value);
        if (taken.keys.has(key) || !accepts(schema, value, depth + 1))
            return false;
        taken.keys.add(key);
        return true;
    };
    let tried = 0;
    for (const value of samples(schema, depth + 1)) {
        if (take(value))
            return value;
        if (++tried >= 64)
            break;
    }
    const candidates = [...numberCandidates(...(schema.types.number ?? [])), ...stringCandidates(...(schema.types.string ?? []))];
    const found = candidates.find(take);
    if (found !== undefined)
        return found;
    // Counting resumes where the last count stopped: a long array costs one pass, not one per element.
    for (let i = taken.count; i < taken.count + 50; i++) {
        for (const value of [i, `v${i}`]) {
            if (!take(value))
                continue;
            taken.count = i + 1;
            return value;
        }
    }
    return undefined;
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
    // Names no property claims share one schema (additionalProperties): its sample is found once.
    const shared = new Map();
    for (const name of wanted) {
        const schema = propertySchema(facet, name);
        const value = shared.has(schema) ? shared.get(schema) : sample(schema, depth + 1);
        if (value === undefined)
            return undefined;
        shared.set(schema, value);
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
/** Names tried for a property no facet claims, of several shapes (a key pattern often allows one shape); a catch-all pattern (TypeBox's `^(.*)$` record) claims them all. */
const FRESH_NAMES = [
    'unexpected',
    'Unexpected',
    'UNEXPECTED',
    '0unexpected',
    '_unexpected',
    'unexpected-name',
    'unexpected.name',
    'unexpected name',
    'ünexpected',
    ...Array.from({ length: 8 }, (_, i) => `unexpected${i + 1}`),
];
/** A property name no named property or pattern of these facets claims; undefined when patterns claim every name tried. */
function freshName(...facets) {
    for (const name of FRESH_NAMES) {
        if (facets.every((facet) => !facet.properties.has(name) && !facet.patternProperties.some(({ pattern }) => safeTest(pattern, name, true))))
            return name;
    }
    return undefined;
}

/**
 * Relations between two canons that the builder needs to read a `oneOf`: disjoint (no value
 * matches both; decided by type, listed values, bounds apart, a required property the other
 * refuses) and contains (every value of one is a value of the other, shown facet by facet). An
 * alternative contained in another is marked dead. Each answers "not shown" where it cannot
 * decide, never a guess.
 */
/** A oneOf of more alternatives than this is not searched for alternatives that contain others (pairs grow as the square). */
const MAX_CONTAINMENT = 64;
/** Can no value match two of these alternatives? Decided by type, listed values, bounds apart, or a required property the other refuses. */
function pairwiseDisjoint(branches) {
    for (let i = 0; i < branches.length; i++)
        for (let j = i + 1; j < branches.length; j++)
            if (!disjoint(branches[i], branches[j]))
                return false;
    return true;
}
/** Nesting followed to decide that two schemas share no value; deeper, they may (a recursive pair ends here). */
const DISJOINT_DEPTH = 16;
function disjoint(a, b, depth = 0) {
    if (a.building || b.building || depth > DISJOINT_DEPTH)
        return false;
    return JSON_TYPES.every((type) => {
        const left = (a.types[type] ?? []);
        const right = (b.types[type] ?? []);
        return left.every((x) => right.every((y) => facetsDisjoint(type, x, y, depth)));
    });
}
function facetsDisjoint(type, x, y, depth) {
    if (x.values && y.values)
        return !x.values.some((v) => isListed(y.values, v));
    switch (type) {
        case 'number': {
            const [p, q] = [x, y];
            return below(p.max, q.min) || below(q.max, p.min);
        }
        case 'string': {
            const [p, q] = [x, y];
            return sizesApart(p.minLength, p.maxLength, q.minLength, q.maxLength);
        }
        case 'array': {
            const [p, q] = [x, y];
            return sizesApart(p.minItems, p.maxItems, q.minItems, q.maxItems);
        }
        case 'object': {
            const [p, q] = [x, y];
            return sizesApart(p.minProperties, p.maxProperties, q.minProperties, q.maxProperties) || excludesRequired(p, q, depth) || excludesRequired(q, p, depth);
        }
        default:
            return false;
    }
}
/** Is every number up to `upper` below every number from `lower`? */
function below(upper, lower) {
    if (!upper || !lower)
        return false;
    return upper.value < lower.value || (upper.value === lower.value && (upper.exclusive || lower.exclusive));
}
/** Two whole-number ranges (lengths, counts) with no number in common. */
function sizesApart(minA, maxA, minB, maxB) {
    return (maxA !== undefined && maxA < minB) || (maxB !== undefined && maxB < minA);
}
/** A property `p` requires that `q` refuses (a closed object without it), or that both require with disjoint schemas. */
function excludesRequired(p, q, depth) {
    return p.required.some((name) => {
        if (refuses(q, name))
            return true;
        if (!q.required.includes(name))
            return false;
        const [left, right] = [p.properties.get(name), q.properties.get(name)];
        return left !== undefined && right !== undefined && disjoint(left, right, depth + 1);
    });
}
/** Can no object of the facet have a property of this name? A pattern that cannot be run is taken to match. */
function refuses(facet, name) {
    const named = facet.properties.get(name);
    if (named)
        return isNever(named);
    return facet.patternProperties.every(({ pattern }) => !safeTest(pattern, name, true)) && isNever(facet.additional);
}
/**
 * A oneOf's alternatives, those contained in another alternative marked dead: each value they
 * accept matches two alternatives, which the oneOf rejects. Containment is decided on the
 * facets as written (`contains` below); where it cannot be shown, the alternative lives.
 */
function markContained(branches) {
    if (branches.length > MAX_CONTAINMENT || branches.some((branch) => branch.building))
        return branches;
    return branches.map((branch, i) => {
        if (!branches.some((other, j) => j !== i && contains(other, branch)))
            return branch;
        const types = {};
        for (const type of JSON_TYPES) {
            const facets = branch.types[type];
            if (facets)
                types[type] = facets.map((facet) => ({ ...facet, dead: true }));
        }
        return { ...branch, types };
    });
}
/** Does `outer` accept every value `inner` accepts? Only shown where each facet of `inner` sits in one of `outer`, keyword by keyword. */
function contains(outer, inner) {
    if (outer.opaque.length || outer.building || inner.building)
        return false;
    return JSON_TYPES.every((type) => (inner.types[type] ?? []).every((x) => x.dead || (outer.types[type] ?? []).some((y) => !y.dead && facetContains(type, y, x))));
}
function facetContains(type, y, x) {
    if (isOpenFacet(type, y))
        return true;
    if (y.values)
        return x.values !== undefined && x.values.every((v) => isListed(y.values, v)) && isOpenFacet(type, { ...y, values: undefined });
    if (x.values)
        return false;
    switch (type) {
        case 'number': {
            const [p, q] = [y, x];
            return (!p.integer || q.integer) && boundWithin('min', p.min, q.min) && boundWithin('max', p.max, q.max) && p.multipleOf.every((m) => q.multipleOf.includes(m));
        }
        case 'string': {
            const [p, q] = [y, x];
            return (p.minLength <= q.minLength &&
                (p.maxLength === undefined || (q.maxLength !== undefined && q.maxLength <= p.maxLength)) &&
                p.patterns.every((pattern) => q.patterns.includes(pattern)) &&
                p.formats.every((format) => q.formats.includes(format)));
        }
        case 'array': {
            const [p, q] = [y, x];
            return (p.prefix.length === 0 &&
                (p.items === q.items || isAny(p.items)) &&
                q.prefix.every((item) => item === p.items || isAny(p.items)) &&
                p.minItems <= q.minItems &&
                (p.maxItems === undefined || (q.maxItems !== undefined && q.maxItems <= p.maxItems)) &&
                (!p.unique || q.unique));
        }
        case 'object': {
            const [p, q] = [y, x];
            if (p.patternProperties.length || p.minProperties > q.minProperties || (p.maxProperties !== undefined && (q.maxProperties === undefined || q.maxProperties > p.maxProperties)))
                return false;
            if (!p.required.every((name) => q.required.includes(name)))
                return false;
            if (![...p.dependentRequired].every(([name, needs]) => needs.every((need) => q.required.includes(need) || (q.dependentRequired.get(name) ?? []).includes(need))))
                return false;
            // Every property `p` names accepts what `q` allows there; any other name `p` leaves open.
            if (![...p.properties].every(([name, schema]) => isAny(schema) || schema === propertySchema(q, name)))
                return false;
            return (isAny(p.additional) ||
                (q.patternProperties.length === 0 && isNever(q.additional) && [...q.properties].every(([name, schema]) => p.properties.has(name) || isNever(schema) || schema === p.additional)));
        }
        default:
            return true;
    }
}
/** Does the bound of `outer` let through everything the bound of `inner` does? */
function boundWithin(side, outer, inner) {
    if (!outer)
        return true;
    if (!inner)
        return false;
    if (outer.value === inner.value)
        return !outer.exclusive || inner.exclusive;
    return side === 'min' ? outer.value < inner.value : outer.value > inner.value;
}

/**
 * A schema document to its canonical form (canonicalize): dialects unified, `type` lists,
 * `nullable`, `enum` and `const` folded into the facets, `allOf` merged and `anyOf`/`oneOf`
 * joined through ./algebra.ts, local `$ref`s followed once (a recursive definition becomes a
 * cycle of the graph), and what the form does not read kept as written in `opaque`.
 */
/** Pure annotations: human text, never a change in what is valid. */
const PURE_ANNOTATIONS = KEYWORDS.annotation;
/** Annotations that mean something to a caller or consumer, compared on their own. */
const MEANING_ANNOTATIONS = KEYWORDS.meaning;
/** Keywords kept as written: their effect on the accepted set is not decided exactly. */
const OPAQUE_KEYWORDS = KEYWORDS.opaque;
const UNDERSTOOD_KEYWORDS = new Set(Object.values(KEYWORDS).flat());
/** Builds the canonical form of a whole schema document. Pure; never fetches a `$ref`. */
function canonicalize(schema) {
    const dialect = isSchemaObject(schema) && typeof schema.$schema === 'string' ? schema.$schema : '';
    const builder = new Builder(schema, /draft-0[3-7]/.test(dialect));
    return { root: builder.build(schema, '') };
}
class Builder {
    rootSchema;
    refSiblingsIgnored;
    refs = new Map();
    /** Every `$ref` the document holds: a subschema one of them names is built once, inline or by reference. */
    targets;
    constructor(rootSchema, refSiblingsIgnored) {
        this.rootSchema = rootSchema;
        this.refSiblingsIgnored = refSiblingsIgnored;
        this.targets = new Set(collectRefs(rootSchema));
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
        // zod's `$ref: "#/properties/filter"` names a schema also written inline: one canon for both,
        // so a recursion met through either is the same pair (else every union level is compared again).
        // TypeBox's `$ref: "T0"` names the inline schema whose `$id` is "T0": likewise.
        const names = [`#${at}`, ...(typeof schema.$id === 'string' ? [schema.$id, schema.$id.replace(/#$/, '')] : [])].filter((name) => this.targets.has(name));
        if (names.length === 0)
            return this.buildObject(schema, at);
        return this.refs.get(names[0]) ?? this.buildTarget(names[0], () => this.buildObject(schema, at), names, at);
    }
    /** A `$ref` target, registered (under each of its names) before it is built: a cycle that reaches it links to it. */
    buildTarget(ref, build, names = [ref], at = pointerOf(ref)) {
        const canon = { at, types: {}, opaque: [], meaning: new Map(), ref, building: true };
        for (const name of names)
            this.refs.set(name, canon);
        const built = build();
        Object.assign(canon, { types: built.types, opaque: built.opaque, meaning: built.meaning, building: false });
        return canon;
    }
    /** build() without registering the node as a target: resolve() registered it already. */
    buildUnregistered(schema, at) {
        return isSchemaObject(schema) && typeof schema.$ref !== 'string' ? this.buildObject(schema, at) : this.build(schema, at);
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
        const cached = this.refs.get(ref);
        if (cached)
            return cached;
        if (!isLocalRef(ref)) {
            const embedded = findById(this.rootSchema, ref);
            if (embedded === undefined)
                return { ...anyCanon(at), opaque: [{ keyword: '$ref', value: ref, at }] };
            return this.buildTarget(ref, () => this.buildUnregistered(embedded.schema, embedded.pointer), [ref], embedded.pointer);
        }
        const end = refChainEnd(this.rootSchema, ref);
        if (end !== ref) {
            const canon = this.resolve(end, at);
            this.refs.set(ref, canon);
            return canon;
        }
        const target = resolveLocalRef(this.rootSchema, ref);
        if (target === undefined)
            return { ...anyCanon(at), opaque: [{ keyword: '$ref', value: ref, at }] };
        return this.buildTarget(ref, () => this.buildUnregistered(target, pointerOf(ref)));
    }
    buildObject(schema, at) {
        let canon = this.ownKeywords(schema, at);
        if (Array.isArray(schema.allOf)) {
            schema.allOf.forEach((member, index) => {
                canon = intersect(canon, this.build(member, `${at}/allOf/${index}`), at, member);
            });
        }
        for (const keyword of ['anyOf', 'oneOf']) {
            const branches = schema[keyword];
            if (!Array.isArray(branches))
                continue;
            const built = branches.map((branch, index) => this.build(branch, `${at}/${keyword}/${index}`));
            const overlapping = keyword === 'oneOf' && !pairwiseDisjoint(built);
            // An alternative another one contains accepts nothing under oneOf: its facets are marked dead.
            const marked = overlapping ? markContained(built) : built;
            const union = unite(marked, `${at}/${keyword}`);
            // oneOf is read as anyOf: the two differ only on values two branches share. Where the
            // branches may overlap, the oneOf is also kept as written with its alternatives, so that
            // the comparison can count how many accept a value (src/diff/schema/opaque.ts, compareOneOf).
            // Where every live alternative is disjoint from all the others, the values two accept are
            // values of dead ones only: the live facets are exactly what the oneOf accepts.
            const exact = overlapping && built.length <= MAX_CONTAINMENT && marked.every((branch, i) => branch !== built[i] || built.every((other, j) => j === i || disjoint(branch, other)));
            if (overlapping)
                union.opaque.push({ keyword: 'oneOf', value: branches, at, branches: built, ...optional('exact', exact || undefined) });
            canon = intersect(canon, union, at, branches);
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
            if (keyword in schema && !(keyword === 'propertyNames' && acceptsEveryName(schema[keyword])))
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
/** Property names are strings: `propertyNames: {type: "string"}` (or `true`, `{}`) says nothing. */
function acceptsEveryName(schema) {
    if (schema === true)
        return true;
    if (!isSchemaObject(schema))
        return false;
    return Object.entries(schema).every(([key, value]) => (key === 'type' ? value === 'string' : PURE_ANNOTATIONS.includes(key)));
}
function pointerOf(ref) {
    return ref === '#' ? '' : ref.slice(1);
}
function wholeNumber(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
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

export { BUILT_LENGTH_LIMIT as B, JSON_TYPES as J, accepts as a, arrayOfLength as b, canonicalize as c, sample as d, stringCandidates as e, freshName as f, safeTest as g, facetAccepts as h, isMultiple as i, jsonTypeOf as j, BUILT_SIZE_LIMIT as k, candidateLengthLimit as l, growTo as m, numberCandidates as n, objectWith as o, propertySchema as p, codePoints as q, buildableLength as r, samples as s, stringsOfLength as t, isAny as u, isNever as v, withProperty as w, isOpenFacet as x, facetSamples as y };
