/**
 * Where two JSON answers differ, each as `path: expected → actual`, in document order (object keys sorted, so that
 * the same fields written in another order are the same answer).
 * @param {unknown} expected
 * @param {unknown} actual
 * @param {string} [path] the place of these values in the whole answer, e.g. `data[0].attributes`
 * @returns {string[]}
 */
export function jsonDifferences(expected, actual, path = '') {
  const here = path || '(the whole answer)';
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const differences = [];
    for (let index = 0; index < Math.max(expected.length, actual.length); index += 1) {
      const at = `${path}[${index}]`;
      if (index >= actual.length) differences.push(`${at}: ${show(expected[index])} → missing`);
      else if (index >= expected.length) differences.push(`${at}: missing → ${show(actual[index])}`);
      else differences.push(...jsonDifferences(expected[index], actual[index], at));
    }
    return differences;
  }
  if (isObject(expected) && isObject(actual)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
    return keys.flatMap((key) => {
      const at = path ? `${path}.${key}` : key;
      if (!(key in actual)) return [`${at}: ${show(expected[key])} → missing`];
      if (!(key in expected)) return [`${at}: missing → ${show(actual[key])}`];
      return jsonDifferences(expected[key], actual[key], at);
    });
  }
  return Object.is(expected, actual) ? [] : [`${here}: ${show(expected)} → ${show(actual)}`];
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as JSON, cut short when long (a whole record missing on one side). @param {unknown} value */
function show(value) {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
