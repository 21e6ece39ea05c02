(() => {
  const all = document.querySelectorAll('*').length;
  const walk = (el, depth, out) => {
    const n = el.querySelectorAll('*').length;
    if (n >= 12 && depth < 7) {
      out.push('  '.repeat(depth) + el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + '.' + (el.getAttribute('class') || '').split(' ').slice(0, 2).join('.') + ' ' + n);
      for (const c of Array.from(el.children)) walk(c, depth + 1, out);
    }
  };
  const out = [];
  walk(document.body, 0, out);
  return { all, out, rows: document.querySelectorAll('tbody tr').length, svgs: document.querySelectorAll('svg *').length };
})()
