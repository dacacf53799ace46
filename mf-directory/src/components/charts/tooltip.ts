// A chart's tooltips, loaded on the first pointer over a chart (a chunk of its own: nothing of it is
// on the page's critical path). The drawing's marks carry an SVG <title> and `data-mark`; the title of
// the mark under the pointer shows at once, above it. While it shows, the title's text is set aside so
// the browser's own slower tooltip does not repeat it; it comes back when the pointer moves on.

/** Gives `frame` (a chart's positioned box) tooltips, once, and shows the one for `target`. */
export function attachTooltip(frame: HTMLElement, target: EventTarget | null, className: string) {
  if (frame.dataset.tips) return;
  frame.dataset.tips = 'on';
  const tip = frame.appendChild(document.createElement('div'));
  tip.className = className;
  tip.hidden = true;
  tip.setAttribute('aria-hidden', 'true');
  let aside: { node: Node; text: string } | null = null;

  const hide = () => {
    // Unless the chart was redrawn meanwhile (the node then holds its new title).
    if (aside && !aside.node.nodeValue) aside.node.nodeValue = aside.text;
    aside = null;
    tip.hidden = true;
  };
  const show = (over: EventTarget | null) => {
    hide();
    const mark = (over as Element | null)?.closest?.('[data-mark]');
    const node = mark?.querySelector('title')?.firstChild;
    if (!mark || !node?.nodeValue) return;
    aside = { node, text: node.nodeValue };
    node.nodeValue = '';
    const box = frame.getBoundingClientRect();
    const at = mark.getBoundingClientRect();
    const half = Math.min(120, box.width / 2);
    tip.textContent = aside.text;
    tip.style.left = `${Math.min(Math.max(at.left + at.width / 2 - box.left, half), box.width - half)}px`;
    tip.style.top = `${at.top - box.top}px`;
    tip.hidden = false;
  };
  frame.addEventListener('pointerover', (event) => show(event.target));
  frame.addEventListener('pointerleave', hide);
  show(target);
}
