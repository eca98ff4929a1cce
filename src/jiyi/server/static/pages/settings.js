export async function render(root) {}
