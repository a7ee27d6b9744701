// /discover/recipes: one featured static recipe; the category buttons are inert until there are more.
import { Link } from 'react-router'
import { featuredRecipe, RECIPE_CATEGORIES } from './recipe.ts'
import './discover.css'

export default function RecipesPage() {
  const recipe = featuredRecipe
  return (
    <main className="page discover recipes">
      <p className="discover__eyebrow">Discover</p>
      <h1>Recipes</h1>
      <fieldset className="recipes__categories">
        <legend className="visually-hidden">Recipe categories</legend>
        {RECIPE_CATEGORIES.map((category) => (
          <button
            key={category}
            type="button"
            className="recipes__category"
            aria-disabled="true"
            title="More recipes coming soon"
          >
            {category}
          </button>
        ))}
      </fieldset>
      <article className="recipe" aria-labelledby="featured-recipe">
        <p className="recipe__badge">Featured Recipe</p>
        <h2 id="featured-recipe">{recipe.title}</h2>
        <p>{recipe.summary}</p>
        <dl className="recipe__facts">
          <div>
            <dt>Prep</dt>
            <dd>{recipe.prepMinutes} min</dd>
          </div>
          <div>
            <dt>Cook</dt>
            <dd>{recipe.cookMinutes} min</dd>
          </div>
          <div>
            <dt>Serves</dt>
            <dd>{recipe.serves}</dd>
          </div>
        </dl>
        <div className="recipe__body">
          <section>
            <h3>Ingredients</h3>
            <ul>
              {recipe.ingredients.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section>
            <h3>Method</h3>
            <ol>
              {recipe.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </div>
        <Link to="/products" className="button button--primary">
          Shop Sausages
        </Link>
      </article>
    </main>
  )
}
