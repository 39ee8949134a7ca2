export function App() {
  return <h1>Eos Table Companion</h1>;
}
