// The element single-spa mounts areas into. React renders it as opaque HTML and never
// re-renders into it; each area gets its own container inside it (the server renders the
// active area's container, with its HTML, in place).
import { areaContainerId, type AreaName } from 'mf-shared';

let slotElement: HTMLElement | null = null;

/** Called by <AreaSlot /> with its element (null when it unmounts). */
export function setAreaSlotElement(element: HTMLElement | null): void {
  slotElement = element;
}

/** The area's container inside the slot, created on first use. */
export function getAreaContainer(area: AreaName): HTMLElement {
  if (!slotElement) throw new Error('The area slot is not rendered yet');
  const id = areaContainerId(area);
  let container = slotElement.querySelector<HTMLElement>(`#${id}`);
  if (!container) {
    container = document.createElement('div');
    container.id = id;
    slotElement.appendChild(container);
  }
  return container;
}
