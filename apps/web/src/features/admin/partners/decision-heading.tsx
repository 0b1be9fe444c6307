/** The heading of one of the two decisions (approve, reject) and what it does; `id` names the form. */
export function DecisionHeading({ id, title, hint }: { id: string; title: string; hint: string }) {
  return (
    <>
      <h2 id={id} className="font-bold text-espresso-900 text-xl">
        {title}
      </h2>
      <p className="text-mocha-600 text-sm">{hint}</p>
    </>
  );
}
