package dev.serbench.codec.json;

import static dev.serbench.codec.json.DtoConversions.dateTime;
import static dev.serbench.codec.json.DtoConversions.instant;

import com.dslplatform.json.CompiledJson;
import java.time.OffsetDateTime;

/** The JSON shape of the {@code person} family for dsl-json, and its mapping to the canonical model. */
final class PersonJson {

  private PersonJson() {}

  @CompiledJson
  public record Person(String name, OffsetDateTime birthDay, String phone, int siblings, boolean spouse,
      double money) {}

  static Person from(dev.serbench.model.Person p) {
    return new Person(p.name(), dateTime(p.birthDay()), p.phone(), p.siblings(), p.spouse(), p.money());
  }

  static dev.serbench.model.Person toModel(Person p) {
    return new dev.serbench.model.Person(p.name(), instant(p.birthDay()), p.phone(), p.siblings(), p.spouse(),
        p.money());
  }
}
