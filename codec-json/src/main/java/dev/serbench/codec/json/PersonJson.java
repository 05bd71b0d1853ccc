package dev.serbench.codec.json;

import static dev.serbench.codec.json.DtoConversions.dateTime;
import static dev.serbench.codec.json.DtoConversions.instant;

import com.dslplatform.json.CompiledJson;
import dev.serbench.model.Person;
import java.time.OffsetDateTime;

/** The JSON shape of the {@code person} family for dsl-json, and its mapping to the canonical model. */
final class PersonJson {

  private PersonJson() {}

  @CompiledJson
  public record PersonDto(String name, OffsetDateTime birthDay, String phone, int siblings, boolean spouse,
      double money) {}

  static PersonDto from(Person p) {
    return new PersonDto(p.name(), dateTime(p.birthDay()), p.phone(), p.siblings(), p.spouse(), p.money());
  }

  static Person toModel(PersonDto p) {
    return new Person(p.name(), instant(p.birthDay()), p.phone(), p.siblings(), p.spouse(),
        p.money());
  }
}
