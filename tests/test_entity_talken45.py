"""Stop 45, the lead's English lane: chat shapes that hid whose fact it was, or the fact itself.

- a tie and a name said one after the other ("there's my trainee too, Aled Price - he …");
- an opening word to the listener ("Mate, …", "On the phone earlier …", "… if that helps — she …");
- a clause about someone after "and honestly" ("went shopping today and honestly our Gwen is five foot two …");
- a line broken inside a clause ("got a new job\\nas a farrier");
- the possessive of a name with its tie aside ("Rhys, my trainee,'s email");
- a story after the value ("turned 44 at the weekend and made us …", "is the head of sales and said yes …");
- a pastime said the chat way ("his whole thing is kayaking", "her weekends are all netball");
- a temper shown all through a story ("was grumpy the whole time as usual", "was stroppy as ever");
- a relative clause after he / she / a tie ("and she, who has a PhD, had opinions");
- schooling said as where it stopped or what a form was given ("stopped at a master's", "put a diploma as highest
  education"), and a new job with its trade ("landed a new job as a welder").
And what stays no one's, or keeps its meaning: one mood on one day, "his whole thing is that …", "is 50 and retired".
"""

from __future__ import annotations

import pytest

from .test_entity_lead38 import _people


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("there's my trainee too, Aled Price - he grew up in Bangor", "Aled Price", ("from", "Bangor")),
        ("There's my cousin as well, Nia Howell, she is 31.", "Nia Howell", ("age", "31")),
        ("Mate, our Gwen is soooo stubborn.", "Gwen", ("trait", "stubborn")),
        ("On the phone earlier my aunt Gwen was still at work in Newport at 9pm, mad.", "Gwen",
         ("works_in", "Newport")),
        ("My aunt is Gwen Rees if that helps — she is a court stenographer now.", "Gwen Rees",
         ("job", "court stenographer")),
        ("Went shopping today and honestly our Gwen is five foot two so nothing fitted.", "Gwen",
         ("height", "five foot two")),
        ("Rhys, my trainee, got a new job\nas a farrier!!", "Rhys", ("job", "farrier")),
        ("my cousin Tom landed a new job as a welder", "Tom", ("job", "welder")),
        ("Rhys, my trainee, got bumped up to shift lead", "Rhys", ("title", "shift lead")),
        ("send the photos to Rhys, my trainee,'s email, rhys.p@example.com", "Rhys", ("email", "rhys.p@example.com")),
        ("Rhys, my trainee, turned 44 at the weekend and made us sing, the neighbours complained, and his whole thing "
         "is kayaking", "Rhys", ("age", "44")),
        ("Rhys, my trainee, turned 44 at the weekend and made us sing, and his whole thing is kayaking", "Rhys",
         ("hobby", "kayaking")),
        ("My line manager's weekends are all netball, and she is 5'4\"", "line manager", ("hobby", "netball")),
        ("our Gwen is the head of sales and said yes straight away", "Gwen", ("title", "head of sales")),
        ("my colleague Ifan is shift lead now apparently", "Ifan", ("title", "shift lead")),
        ("we went camping and Ifan was grumpy the whole time as usual", "Ifan", ("trait", "grumpy")),
        ("met up with my dad for coffee and he was stroppy as ever", "dad", ("trait", "stroppy")),
        ("we were arguing about rent at dinner and my sister, who has a PhD, had opinions", "sister",
         ("education", "PhD")),
        ("His phone no. is 029 2055 0199. He is 45.", "dad", ("age", "45")),
        ("my cousin Tom stopped at a master's", "Tom", ("education", "master's")),
        ("my cousin Tom is smart, went as far as a doctorate while working nights", "Tom", ("education", "doctorate")),
        ("Tom, my cousin, was filling in the job form and put a diploma as highest education", "Tom",
         ("education", "diploma")),
        # run-on dictation: where a clause about someone called by name starts
        ("went round for tea and our Gwen, forty-one now, was moaning about getting old", "Gwen",
         ("age", "forty-one")),
        ("Megan Ortiz, 45 now, is from Austin", "Megan Ortiz", ("from", "Austin")),
        ("the match was at the Millennium Stadium in Cardiff our Gwen is 24 now innit", "Gwen", ("age", "24")),
        ("the gig was a laugh so um Ifan is working as a welder these days ya um yeah", "Ifan", ("job", "welder")),
        ("the gig was on May 4 the gig Ifan's job is out in Swansea these days", "Ifan", ("works_in", "Swansea")),
        ("our Gwen was born and bred in Bangor, no joke went round for tea", "Gwen", ("from", "Bangor")),
        ("Nia Howell's my workmate fyi honestly can't believe she is 33 already", "Nia Howell", ("age", "33")),
        ("our Ifan landed a job in Cardiff", "Ifan", ("works_in", "Cardiff")),
        ("Ifan changed numbers again ugh, it's 029 2055 0199 now.", "Ifan", ("phone", "029 2055 0199")),
        ("Ifan retrained as a welder during covid", "Ifan", ("job", "welder")),
        ("my workmate Nia is a thatcher by trade, always has been", "Nia", ("job", "thatcher")),
        ("Booked the restaurant for July 27th since that's Ifan's birthday, hope they like curry, and he is the "
         "tech lead over there.", "Ifan", ("birthday", "July 27th")),
        ("Ok Nia Howell is my mum fyi, it's her birthday on October 19th, no?", "Nia Howell",
         ("birthday", "October 19th")),
        ("Nia Howell is my mum. It's her birthday on 9 April.", "Nia Howell", ("birthday", "9 April")),
        ("our trainee Ifan is a bus driver so at least has steady work um yeah", "Ifan", ("job", "bus driver")),
        ("my mum Nia, her digits are 029 2055 0199 thanks.", "Nia", ("phone", "029 2055 0199")),
    ],
)  # fmt: skip
def test_a_fact_said_the_chat_way_is_theirs(said: str, who: str, fact: tuple[str, str]) -> None:
    if who == "dad":  # a pronoun whose person was said before: the facts stay together on one of them
        assert any(fact in facts for facts in _people("My dad lives in Cardiff. " + said, "en").values())
        return
    assert fact in _people(said, "en")[who]


@pytest.mark.parametrize(
    ("said", "attribute"),
    [
        ("my dad was grumpy this morning", "trait"),
        ("we went camping and my sister was sick the whole time", "trait"),
        ("my brother Tom's whole thing is that he hates waiting", "hobby"),
        ("my cousin Tom got a new job as a lot of fun", "job"),
        ("my sister is tall, no?", "trait"),
        ("my nan Bec - the heating's broken again, classic.", "job"),
        ("my nan Bec - loves her music", "job"),
    ],
)
def test_what_says_nothing_of_them_stays_unsaid(said: str, attribute: str) -> None:
    assert all(a != attribute for facts in _people(said, "en").values() for a, _ in facts)


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("24 July is Nia's birthday, remind me.", "Nia", ("birthday", "24 July")),
        ("So my coworker's name is Nia Howell; 25 June is her birthday", "Nia Howell", ("birthday", "25 June")),
        ("Newly made head of product, Ifan is swamped.", "Ifan", ("title", "head of product")),
        ("My friend Ifan is 30", "Ifan", ("age", "30")),
    ],
)  # fmt: skip
def test_a_sentence_said_whole_is_not_cut(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, "en")[who]


def test_a_birthday_said_of_him_is_the_one_talked_about() -> None:
    people = _people("My sister Amy lives in Leeds. Booked the restaurant for 9 April since that's her birthday.", "en")
    assert ("birthday", "9 April") in people["Amy"]


def test_a_state_after_an_age_is_kept() -> None:
    people = _people("my uncle Huw is 50 and retired", "en")
    assert {("age", "50"), ("status", "retired")} <= people["Huw"]
