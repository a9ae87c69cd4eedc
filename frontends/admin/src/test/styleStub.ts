// Stylesheets have no meaning in jsdom; imports of them resolve here.
export default {};
