// The element single-spa mounts areas into. React renders it empty and never
// re-renders children into it; each area gets its own container inside it.
let slotElement: HTMLElement | null = null;

/** Called by <AreaSlot /> with its element (null when it unmounts). */
export function setAreaSlotElement(element: HTMLElement | null): void {
  slotElement = element;
}

/** The area's container inside the slot, created on first use. */
export function getAreaContainer(area: string): HTMLElement {
  if (!slotElement) throw new Error('The area slot is not rendered yet');
  const id = `area-${area}`;
  let container = slotElement.querySelector<HTMLElement>(`#${id}`);
  if (!container) {
    container = document.createElement('div');
    container.id = id;
    slotElement.appendChild(container);
  }
  return container;
}
