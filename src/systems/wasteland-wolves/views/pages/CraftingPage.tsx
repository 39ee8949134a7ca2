export function CraftingPage() {
  return null;
}
